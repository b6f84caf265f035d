import { denseParagraph } from "@paralex/citations/pathological-inputs";
import { citeCheckMessages, type TCiteCheckView } from "@paralex/shared/cite-check";
import { documentMessages } from "@paralex/shared/document-limits";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { citeChecks } from "../db/schema.js";
import { type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../test/billing-helpers.js";
import { multipartFile, readCheck, startCheck } from "../test/cite-check-helpers.js";
import {
  docxBomb,
  docxOf,
  longParagraph,
  nestedFormsPdf,
  paragraph,
  selfReferringPdf,
  sharedStreamPdf,
  zipOf,
} from "../test/hostile-documents.js";
import { answeredDuring } from "../test/in-flight.js";
import { createTestApp } from "../test/test-app.js";
import { createWorkerPool } from "../workers/worker-pool.js";

/** Long enough for a worker to read an honest or refusable file on a busy machine (its start is not counted). */
const READ_SECONDS = 6;
/** For the attacks that only a time limit stops: each spins its reader until then, whatever the limit is. */
const SHORT_READ_SECONDS = 2;
/** A server that kept answering answers many health checks while a document is read; one that froze, one or two. */
const PROBES_OF_A_LIVE_SERVER = 5;

let app: FastifyInstance;
let subscriber: SignedInUser;

/** An app whose reader stops after `readSeconds`, and a subscriber of it. */
async function appWithSubscriber(readSeconds: number) {
  // Threads of its own, as a server has after start: its probes are counted over the whole first attack.
  const target = await createTestApp({ DOCUMENT_READ_SECONDS: String(readSeconds) }, { workerPool: createWorkerPool });
  const user = await signUpAndLogIn(target, "hostile-documents");
  await subscribeThroughBuiltinCheckout(target, user, 2, "Basic");
  return { target, user };
}

beforeAll(async () => {
  ({ target: app, user: subscriber } = await appWithSubscriber(READ_SECONDS));
});

afterAll(async () => {
  await app.close();
});

const upload = (user: SignedInUser, bytes: Buffer, name: string, type = "application/octet-stream", on = app) => {
  const { payload, contentType } = multipartFile(bytes, name, type);
  return on.inject({
    method: "POST",
    url: "/api/cite-checks",
    headers: { authorization: `Bearer ${user.token}`, "content-type": contentType },
    payload,
  });
};

const healthOf = (on: FastifyInstance) => () => on.inject({ method: "GET", url: "/api/health/live" });
const health = () => healthOf(app)();

/** Uploads the file as the subscriber while health checks run beside it. */
async function attack(bytes: Buffer, name: string, on = { target: app, user: subscriber }) {
  const { result, probesAnswered } = await answeredDuring(
    upload(on.user, bytes, name, "application/octet-stream", on.target),
    healthOf(on.target),
  );
  return { statusCode: result.statusCode, detail: result.json<{ detail: string }>().detail, probesAnswered };
}

describe("a hostile document", () => {
  it("from a caller without a plan is refused before a byte of its body is read", async () => {
    const stranger = await signUpAndLogIn(app, "no-plan");
    const unreadable = await app.inject({
      method: "POST",
      url: "/api/cite-checks",
      headers: { authorization: `Bearer ${stranger.token}`, "content-type": "application/json" },
      payload: '{"text": "never parsed',
    });
    const bomb = await upload(stranger, docxBomb(50), "bomb.docx");

    expect(unreadable.statusCode).toBe(403);
    expect(bomb.statusCode).toBe(403);
    expect(bomb.json().detail).toBe(citeCheckMessages.noSubscription);
  });

  it("a Word file that unpacks to 50 MB is refused by its expanded size, and the server answers throughout", async () => {
    const refused = await attack(docxBomb(50), "bomb.docx");

    expect(refused.statusCode).toBe(400);
    expect(refused.detail).toBe(documentMessages.expandedTooLarge);
    expect(refused.probesAnswered).toBeGreaterThanOrEqual(PROBES_OF_A_LIVE_SERVER);
  });

  it("a Word file of 10 MB of one-letter runs is stopped by the reader's memory or time limit, whichever comes first", async () => {
    const refused = await attack(docxBomb(10), "runs.docx");

    expect(refused.statusCode).toBe(400);
    expect([documentMessages.tooComplex, documentMessages.tooSlow(READ_SECONDS)]).toContain(refused.detail);
    expect(refused.probesAnswered).toBeGreaterThanOrEqual(PROBES_OF_A_LIVE_SERVER);
  });

  it("a PDF whose page tree lists itself, a truncated zip and a zip that is no Word file get a 400, never a 500", async () => {
    const word = docxOf(paragraph("See Roe v. Wade, 410 U.S. 113 (1973)."));

    const selfReferring = await attack(selfReferringPdf(), "loop.pdf");
    const truncated = await attack(word.subarray(0, word.length - 40), "cut.docx");
    const notWord = await attack(zipOf({ "photo.txt": "not a Word document" }), "photos.docx");

    expect([selfReferring.statusCode, truncated.statusCode, notWord.statusCode]).toEqual([400, 400, 400]);
    expect(selfReferring.detail).toBe(citeCheckMessages.unreadableFile);
    expect(truncated.detail).toBe(citeCheckMessages.unreadableFile);
    expect(notWord.detail).toBe(citeCheckMessages.fileType);
  });

  it("leaves the readers fit: after every attack an honest Word draft is read and checked", async () => {
    const draft = docxOf(
      paragraph("A complaint must plead facts. Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007)."),
    );

    const accepted = await upload(subscriber, draft, "brief.docx");

    expect(accepted.statusCode).toBe(202);
  });
});

describe("a document only the time limit stops", () => {
  let shortLimit: Awaited<ReturnType<typeof appWithSubscriber>>;
  beforeAll(async () => {
    shortLimit = await appWithSubscriber(SHORT_READ_SECONDS);
  });
  afterAll(() => shortLimit.target.close());

  it("a 300-page PDF whose pages share one heavy content stream is stopped at the time limit", async () => {
    const refused = await attack(sharedStreamPdf(300, 60_000), "shared.pdf", shortLimit);

    expect(refused.statusCode).toBe(400);
    expect(refused.detail).toBe(documentMessages.tooSlow(SHORT_READ_SECONDS));
    expect(refused.probesAnswered).toBeGreaterThanOrEqual(PROBES_OF_A_LIVE_SERVER);
  });

  it("a PDF of forms nested 30 deep is stopped at the time limit", async () => {
    const refused = await attack(nestedFormsPdf(30), "forms.pdf", shortLimit);

    expect(refused.statusCode).toBe(400);
    expect(refused.detail).toBe(documentMessages.tooSlow(SHORT_READ_SECONDS));
    expect(refused.probesAnswered).toBeGreaterThanOrEqual(PROBES_OF_A_LIVE_SERVER);
  });

  it("leaves the readers fit: an honest Word draft is read and checked after them", async () => {
    const draft = docxOf(paragraph("Pleading standards. Ashcroft v. Iqbal, 556 U.S. 662 (2009)."));

    const accepted = await upload(shortLimit.user, draft, "brief.docx", "application/octet-stream", shortLimit.target);

    expect(accepted.statusCode).toBe(202);
  });
});

describe("heavy work from a subscriber", () => {
  let reportedCheck: TCiteCheckView;

  it("a pasted paragraph of 1.5 million characters is checked in full while the server answers throughout", async () => {
    const text = longParagraph(1_500_000, denseParagraph(100_000));
    const started = await startCheck(app, subscriber.token, text);
    expect(started.statusCode).toBe(202);

    const finished = async () => {
      for (;;) {
        const view = (await readCheck(app, subscriber.token, started.json().id)).json<TCiteCheckView>();
        if (view.status === "done" || view.status === "failed") return view;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const { result, probesAnswered } = await answeredDuring(finished(), health);

    expect(text.length).toBe(1_500_000);
    expect(text).not.toContain("\n\n");
    expect(result.status).toBe("done");
    expect(result.citations.length).toBeGreaterThan(3000);
    expect(probesAnswered).toBeGreaterThanOrEqual(PROBES_OF_A_LIVE_SERVER);
    reportedCheck = result;
  });

  it("downloading its PDF report again and again serves the one PDF rendered when the check finished", async () => {
    const [stored] = await app.database.db
      .select({ pdf: citeChecks.reportPdf })
      .from(citeChecks)
      .where(eq(citeChecks.id, reportedCheck.id));
    const download = () =>
      app.inject({
        method: "GET",
        url: `/api/cite-checks/${reportedCheck.id}/report.pdf`,
        headers: { authorization: `Bearer ${subscriber.token}` },
      });

    const downloads = await Promise.all(Array.from({ length: 20 }, download));

    expect(stored?.pdf?.subarray(0, 5).toString()).toBe("%PDF-");
    expect(downloads.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(downloads.every((answer) => answer.rawPayload.equals(stored?.pdf ?? Buffer.alloc(0)))).toBe(true);
  });
});
