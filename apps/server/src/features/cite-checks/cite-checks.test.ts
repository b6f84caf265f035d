import { citeCheckMessages, type TCiteCheckSummary } from "@paralex/shared/cite-check";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, caseLaw, citeChecks, memberships } from "../../db/schema.js";
import { nextIp } from "../../test/account-helpers.js";
import { type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import {
  addKnownCases,
  DRAFT,
  multipartFile,
  readCheck,
  startCheck,
  waitForCheck,
} from "../../test/cite-check-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import { joinAsMember } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

let app: FastifyInstance;
let courtListener: FakeCourtListener;
let subscriber: SignedInUser;

const as = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });

beforeAll(async () => {
  courtListener = await startFakeCourtListener();
  addKnownCases(courtListener);
  app = await createTestApp({
    COURTLISTENER_API_TOKEN: courtListener.token,
    COURTLISTENER_URL: courtListener.url,
  });
  subscriber = await signUpAndLogIn(app, "litigator");
  await subscribeThroughBuiltinCheckout(app, subscriber, 2, "Basic");
});

afterAll(async () => {
  await app.close();
  await courtListener.close();
});

describe("a cite check", () => {
  it("gives each citation of a draft its verdict and evidence, asking CourtListener only for the citations", async () => {
    const started = await startCheck(app, subscriber.token, DRAFT);
    expect(started.statusCode).toBe(202);
    const { id } = started.json<{ id: string }>();

    const report = await waitForCheck(app, subscriber.token, id);

    expect(report.status).toBe("done");
    expect(report.progress).toEqual({ found: 11, checked: 11 });
    const verdicts = report.citations.map((citation) => [citation.normalized, citation.verdict]);
    expect(verdicts).toEqual([
      ["550 U.S. 544", "verified"],
      ["925 F.3d 1339", "not_found"],
      ["556 U.S. 662", "mismatch"],
      ["477 U.S. 317", "mismatch"],
      ["5 F.4th 100", "ambiguous"],
      ["12 Xyz. Rptr. 34", "unknown_reporter"],
      ["10 F.4th 20", "invalid"],
      ["550 U.S. at 570", "verified"],
      ["Id. at 557", "verified"],
      ["18 U.S.C. § 1341", "recognised"],
      ["Fed. R. Civ. P. 12(b)(6)", "recognised"],
    ]);
    expect(report.counts).toEqual({
      verified: 3,
      not_found: 1,
      mismatch: 2,
      ambiguous: 1,
      unknown_reporter: 1,
      invalid: 1,
      recognised: 2,
    });
    const [twombly, , iqbal, celotex, ambiguous] = report.citations;
    expect(twombly?.match).toEqual({
      caseName: "Bell Atlantic Corp. v. Twombly",
      court: "scotus",
      dateFiled: "2007-05-21",
      url: `${courtListener.url}/opinion/145730/bell-atlantic-corp-v-twombly/`,
    });
    expect(twombly?.context.sentence).toBe("Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 556 (2007).");
    const context = twombly?.context;
    expect(context?.sentence.slice(context.start, context.end)).toBe(twombly?.text);
    expect(iqbal?.note).toContain("Ashcroft v. Iqbal");
    expect(celotex?.note).toContain("1986");
    expect(ambiguous?.candidates.map((candidate) => candidate.caseName)).toEqual([
      "United States v. Alvarez",
      "Martinez v. Garland",
    ]);
    expect(report.citations[8]?.refersTo).toBe(0);

    const sent = courtListener.lookups();
    expect(sent).toEqual([["550 U.S. 544", "925 F.3d 1339", "556 U.S. 662", "477 U.S. 317", "5 F.4th 100"]]);
    expect(courtListener.server.requests[0]?.headers.authorization).toBe(`Token ${courtListener.token}`);
    expect(courtListener.server.requests[0]?.body).not.toContain("plausible");

    const [stored] = await app.database.db.select().from(citeChecks).where(eq(citeChecks.id, id));
    expect(stored?.text).toBeNull();
    expect(stored?.textGz).toBeNull();
  });

  it("asks the source once per citation: a second draft is answered from the shared index", async () => {
    const before = courtListener.lookups().length;
    const other = await signUpAndLogIn(app, "other-firm");
    await subscribeThroughBuiltinCheckout(app, other, 1, "Basic");
    const { id } = (await startCheck(app, other.token, "See Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009).")).json();

    const report = await waitForCheck(app, other.token, id);

    expect(report.citations.map((citation) => citation.verdict)).toEqual(["verified"]);
    expect(courtListener.lookups().length).toBe(before);
    const notFound = await app.database.db.select().from(caseLaw).where(eq(caseLaw.isFound, false));
    expect(notFound.map((row) => `${row.volume} ${row.reporter} ${row.page}`)).toEqual(["925 F.3d 1339"]);
  });

  it("waits as CourtListener's 429 asks (wait_until), then finishes", async () => {
    courtListener.throttleNext(1, 1500);
    const before = courtListener.arrivals.length;
    const { id } = (await startCheck(app, subscriber.token, "Roe v. Wade, 410 U.S. 113 (1973).")).json();

    const report = await waitForCheck(app, subscriber.token, id);

    const [refused = 0, retried = 0] = courtListener.arrivals.slice(before);
    expect(report.citations.map((citation) => citation.verdict)).toEqual(["not_found"]);
    expect(courtListener.arrivals.length - before).toBe(2);
    expect(retried - refused).toBeGreaterThanOrEqual(1400);
  });

  it("lists the caller's checks newest first with their counts, and nobody else's", async () => {
    const list = await app.inject({ method: "GET", url: "/api/cite-checks", headers: as(subscriber) });
    expect(list.statusCode, list.body).toBe(200);
    const checks = list.json<TCiteCheckSummary[]>();
    expect(checks.length).toBe(2);
    expect(checks[0]?.counts).toEqual({ not_found: 1 });
    expect(checks[1]?.counts.verified).toBe(3);
    expect(Date.parse(checks[0]?.createdAt ?? "")).toBeGreaterThanOrEqual(Date.parse(checks[1]?.createdAt ?? ""));
  });

  it("lets the author's organization Admin open a check, and answers 404 to anyone else whatever the id", async () => {
    const { id } = (await startCheck(app, subscriber.token, "Roe v. Wade, 410 U.S. 113 (1973).")).json();
    const colleague = await joinAsMember(
      app,
      await signUpAndLogIn(app, "colleague"),
      subscriber.organizationId,
      "Employee",
    );
    await app.database.db
      .update(memberships)
      .set({ practiceAreas: [2] })
      .where(eq(memberships.userId, colleague.userId));
    const outsider = await signUpAndLogIn(app, "outsider");
    await subscribeThroughBuiltinCheckout(app, outsider, 2, "Basic");

    expect((await readCheck(app, subscriber.token, id)).statusCode).toBe(200);
    expect((await readCheck(app, colleague.token, id)).statusCode).toBe(404);
    expect((await readCheck(app, outsider.token, id)).json()).toEqual({ detail: citeCheckMessages.notFound });
    expect((await readCheck(app, outsider.token, id)).statusCode).toBe(404);
    expect((await readCheck(app, outsider.token, "not-a-uuid")).statusCode).toBe(404);
    const deleteByOutsider = await app.inject({
      method: "DELETE",
      url: `/api/cite-checks/${id}`,
      headers: as(outsider),
    });
    expect(deleteByOutsider.statusCode).toBe(404);
    await waitForCheck(app, subscriber.token, id);
  });

  it("refuses with 403 a user whose organization has neither Federal Criminal nor Civil Litigation", async () => {
    const other = await signUpAndLogIn(app, "bankruptcy");
    await subscribeThroughBuiltinCheckout(app, other, 3, "Basic");

    const started = await startCheck(app, other.token, DRAFT);
    const listed = await app.inject({ method: "GET", url: "/api/cite-checks", headers: as(other) });

    expect(started.statusCode).toBe(403);
    expect(started.json()).toEqual({ detail: citeCheckMessages.noSubscription });
    expect(listed.statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/cite-checks" })).statusCode).toBe(401);
  });

  it("answers 400 to bad input: no text, blank text, a NUL, an unknown file type, a scanned PDF", async () => {
    const post = (payload: unknown) =>
      app.inject({
        method: "POST",
        url: "/api/cite-checks",
        headers: as(subscriber),
        payload: payload as object,
        remoteAddress: nextIp(),
      });
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ text: "   " })).json().text).toEqual([citeCheckMessages.textRequired]);
    expect((await post({ text: "a\u0000b" })).statusCode).toBe(400);

    const upload = async (bytes: Buffer, name: string, type: string) => {
      const { payload, contentType } = multipartFile(bytes, name, type);
      return app.inject({
        method: "POST",
        url: "/api/cite-checks",
        headers: { ...as(subscriber), "content-type": contentType },
        payload,
      });
    };
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const refusedPng = await upload(
      png,
      "brief.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(refusedPng.statusCode).toBe(400);
    expect(refusedPng.json().detail).toBe(citeCheckMessages.fileType);

    const { PDFDocument } = await import("pdf-lib");
    const scanned = await PDFDocument.create();
    scanned.addPage();
    const refusedScan = await upload(Buffer.from(await scanned.save()), "scan.pdf", "application/pdf");
    expect(refusedScan.statusCode).toBe(400);
    expect(refusedScan.json().detail).toBe(citeCheckMessages.scannedPdf);

    const tooBig = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0x61), "big.txt", "text/plain");
    expect(tooBig.statusCode).toBe(413);
  });

  it("reads an uploaded PDF's text layer and a .txt file", async () => {
    const { PDFDocument, StandardFonts } = await import("pdf-lib");
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf
      .addPage()
      .drawText("See Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007).", { x: 40, y: 700, size: 11, font });
    const { payload, contentType } = multipartFile(
      Buffer.from(await pdf.save()),
      "brief.pdf",
      "application/octet-stream",
    );
    const started = await app.inject({
      method: "POST",
      url: "/api/cite-checks",
      headers: { ...as(subscriber), "content-type": contentType },
      payload,
    });
    expect(started.statusCode).toBe(202);
    const report = await waitForCheck(app, subscriber.token, started.json().id);
    expect(report.name).toBe("brief.pdf");
    expect(report.citations.map((citation) => citation.verdict)).toEqual(["verified"]);

    const text = multipartFile(Buffer.from("Id. at 3. 18 U.S.C. § 1341."), "notes.txt", "text/plain");
    const fromText = await app.inject({
      method: "POST",
      url: "/api/cite-checks",
      headers: { ...as(subscriber), "content-type": text.contentType },
      payload: text.payload,
    });
    expect(fromText.statusCode).toBe(202);
  });

  it("deletes a check with its text and report, records it in the audit log, and downloads a PDF report before", async () => {
    const { id } = (await startCheck(app, subscriber.token, DRAFT)).json();
    await waitForCheck(app, subscriber.token, id);
    const pdf = await app.inject({ method: "GET", url: `/api/cite-checks/${id}/report.pdf`, headers: as(subscriber) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const deleted = await app.inject({ method: "DELETE", url: `/api/cite-checks/${id}`, headers: as(subscriber) });

    expect(deleted.statusCode).toBe(204);
    expect((await readCheck(app, subscriber.token, id)).statusCode).toBe(404);
    expect(await app.database.db.select().from(citeChecks).where(eq(citeChecks.id, id))).toEqual([]);
    const events = await app.database.db.select().from(auditEvents).where(eq(auditEvents.target, id));
    expect(events.map((event) => event.action).sort()).toEqual(["cite_check_created", "cite_check_deleted"]);
  });
});
