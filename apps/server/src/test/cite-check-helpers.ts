import type { TCiteCheckView } from "@paralex/shared/cite-check";
import type { FastifyInstance } from "fastify";
import { nextIp } from "./account-helpers.js";
import type { FakeCourtListener } from "./fake-courtlistener.js";

export async function startCheck(app: FastifyInstance, token: string, text: string) {
  return app.inject({
    method: "POST",
    url: "/api/cite-checks",
    headers: { authorization: `Bearer ${token}` },
    payload: { text },
    remoteAddress: nextIp(),
  });
}

export async function readCheck(app: FastifyInstance, token: string, id: string) {
  return app.inject({ method: "GET", url: `/api/cite-checks/${id}`, headers: { authorization: `Bearer ${token}` } });
}

/** Polls the check as the page does until it is done or failed. */
export async function waitForCheck(
  app: FastifyInstance,
  token: string,
  id: string,
  timeoutMs = 20_000,
): Promise<TCiteCheckView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = (await readCheck(app, token, id)).json<TCiteCheckView>();
    if (view.status === "done" || view.status === "failed") return view;
    if (Date.now() > deadline) throw new Error(`check ${id} still ${view.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipartFile(bytes: Buffer, filename: string, contentType: string, field = "file") {
  const boundary = `----paralex${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A draft with a real, an invented, two mismatched, an ambiguous, an unknown-reporter and an impossible citation. */
export const DRAFT = `A complaint must plead enough facts to state a plausible claim. Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 556 (2007). Courts have long said so. See Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019). The standard was restated in Smith v. Jones, 556 U.S. 662 (2009). Summary judgment follows Celotex Corp. v. Catrett, 477 U.S. 317 (1985). The circuit agreed in Doe v. Roe, 5 F.4th 100 (2d Cir. 2021). An older view appears in Jones v. Smith, 12 Xyz. Rptr. 34 (1999). A later panel, Acme Co. v. Beta LLC, 10 F.4th 20 (2d Cir. 2015), disagreed. Twombly, 550 U.S. at 570. Id. at 557. Mail fraud is defined at 18 U.S.C. § 1341, and dismissal is sought under Fed. R. Civ. P. 12(b)(6).`;

export function addKnownCases(courtListener: FakeCourtListener) {
  courtListener.cases.set("550 U.S. 544", [
    {
      case_name: "Bell Atlantic Corp. v. Twombly",
      date_filed: "2007-05-21",
      absolute_url: "/opinion/145730/bell-atlantic-corp-v-twombly/",
      court: "scotus",
    },
  ]);
  courtListener.cases.set("556 U.S. 662", [
    {
      case_name: "Ashcroft v. Iqbal",
      date_filed: "2009-05-18",
      absolute_url: "/opinion/145875/ashcroft-v-iqbal/",
      court: "scotus",
    },
  ]);
  courtListener.cases.set("477 U.S. 317", [
    {
      case_name: "Celotex Corp. v. Catrett",
      date_filed: "1986-06-25",
      absolute_url: "/opinion/111722/celotex-corp-v-catrett/",
      court: "scotus",
    },
  ]);
  courtListener.cases.set("5 F.4th 100", [
    {
      case_name: "United States v. Alvarez",
      date_filed: "2021-07-01",
      absolute_url: "/opinion/1/united-states-v-alvarez/",
    },
    { case_name: "Martinez v. Garland", date_filed: "2021-07-02", absolute_url: "/opinion/2/martinez-v-garland/" },
  ]);
}
