import { gunzipSync } from "node:zlib";
import type { TCiteCheckSummary, TCiteCheckView } from "@paralex/shared/cite-check";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { citeChecks } from "../../db/schema.js";
import { type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { addKnownCases, DRAFT, readCheck, startCheck, waitForCheck } from "../../test/cite-check-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import { createTestApp } from "../../test/test-app.js";
import { CITE_CHECK_JOB, type CiteCheckJobData } from "./cite-checks.service.js";

// Decision 064: a check's draft and report are kept gzip-compressed; rows kept before in plain form still work.

let app: FastifyInstance;
let courtListener: FakeCourtListener;
let user: SignedInUser;

beforeAll(async () => {
  courtListener = await startFakeCourtListener();
  addKnownCases(courtListener);
  app = await createTestApp({ COURTLISTENER_API_TOKEN: courtListener.token, COURTLISTENER_URL: courtListener.url });
  user = await signUpAndLogIn(app, "storage");
  await subscribeThroughBuiltinCheckout(app, user, 1, "Basic");
});

afterAll(async () => {
  await app.close();
  await courtListener.close();
});

const rowOf = async (id: string) =>
  (await app.database.db.select().from(citeChecks).where(eq(citeChecks.id, id)))[0] ?? expect.unreachable();

const get = (url: string) => app.inject({ method: "GET", url, headers: { authorization: `Bearer ${user.token}` } });

/** A check row written as the server wrote them before migration 0012. */
async function insertEarlierRow(values: Partial<typeof citeChecks.$inferInsert>): Promise<string> {
  const [row] = await app.database.db
    .insert(citeChecks)
    .values({ organizationId: user.organizationId, authorUserId: user.userId, sourceName: "Earlier.docx", ...values })
    .returning({ id: citeChecks.id });
  return row?.id ?? expect.unreachable();
}

describe("a check's draft and report", () => {
  let checked: TCiteCheckView;

  it("are kept compressed: the draft while the check runs, the report once it is done, the draft then dropped", async () => {
    const asked = courtListener.server.requests.length;
    courtListener.delayNext(1500);
    const { id } = (await startCheck(app, user.token, DRAFT)).json<{ id: string }>();
    const deadline = Date.now() + 10_000;
    while (courtListener.server.requests.length === asked && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const running = await rowOf(id);
    checked = await waitForCheck(app, user.token, id);
    const done = await rowOf(id);

    expect(running.status).toBe("running");
    expect(running.text).toBeNull();
    expect(gunzipSync(running.textGz ?? Buffer.alloc(0)).toString("utf8")).toBe(DRAFT);
    expect(checked.status).toBe("done");
    expect(checked.citations.length).toBeGreaterThan(5);
    expect([done.text, done.textGz, done.report]).toEqual([null, null, null]);
    const stored = JSON.parse(gunzipSync(done.reportGz ?? Buffer.alloc(0)).toString("utf8"));
    expect(stored.map((citation: { text: string }) => citation.text)).toEqual(
      checked.citations.map((citation) => citation.text),
    );
    expect(done.reportPdf?.subarray(0, 5).toString()).toBe("%PDF-");
    const download = await get(`/api/cite-checks/${id}/report.pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(done.reportPdf ?? Buffer.alloc(0))).toBe(true);
  });

  it("kept as JSON before compression are still read: the report, the list and a PDF rendered on first download", async () => {
    const row = await rowOf(checked.id);
    const id = await insertEarlierRow({
      status: row.status,
      found: row.found,
      checked: row.checked,
      counts: row.counts,
      finishedAt: row.finishedAt,
      report: JSON.parse(gunzipSync(row.reportGz ?? Buffer.alloc(0)).toString("utf8")),
    });

    const view = (await readCheck(app, user.token, id)).json<TCiteCheckView>();
    const listed = (await get("/api/cite-checks")).json<TCiteCheckSummary[]>();
    const download = await get(`/api/cite-checks/${id}/report.pdf`);

    expect(view.citations).toEqual(checked.citations);
    expect(listed.find((summary) => summary.id === id)).toMatchObject({ status: "done", counts: checked.counts });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await rowOf(id)).reportPdf?.equals(download.rawPayload)).toBe(true);
  });

  it("kept as plain text before compression is still checked by its job", async () => {
    const id = await insertEarlierRow({ status: "queued", text: DRAFT });
    await app.jobs.enqueue<CiteCheckJobData>(app.database.db, CITE_CHECK_JOB, { checkId: id });

    const view = await waitForCheck(app, user.token, id);

    expect(view.status).toBe("done");
    expect(view.citations.map((citation) => [citation.text, citation.verdict])).toEqual(
      checked.citations.map((citation) => [citation.text, citation.verdict]),
    );
    expect(await rowOf(id)).toMatchObject({ text: null, textGz: null, report: null });
  });
});
