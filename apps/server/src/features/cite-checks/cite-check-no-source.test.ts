import { caseLawSourcesText, type TCaseLawSources } from "@paralex/shared/case-law-sources";
import { citeCheckMessages, type TCiteCheckSummary } from "@paralex/shared/cite-check";
import { documentMessages } from "@paralex/shared/document-limits";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema.js";
import { type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { multipartFile, readCheck, startCheck, waitForCheck } from "../../test/cite-check-helpers.js";
import { joinAsMember } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

// A fresh installation: no CourtListener token, nothing imported. What a lawyer reads must never be an all-clear.

let app: FastifyInstance;
let admin: SignedInUser;
let member: SignedInUser;

const as = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });

/** Nine case citations, none of which an empty index knows; one of them invented. */
const BRIEF = [
  "Mata v. Avianca, Inc., 678 F. Supp. 3d 443 (S.D.N.Y. 2023).",
  "Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007).",
  "Ashcroft v. Iqbal, 556 U.S. 662 (2009).",
  "Celotex Corp. v. Catrett, 477 U.S. 317 (1986).",
  "Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).",
  "Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986).",
  "Conley v. Gibson, 355 U.S. 41 (1957).",
  "Roe v. Wade, 410 U.S. 113 (1973).",
  "Erie R.R. Co. v. Tompkins, 304 U.S. 64 (1938).",
].join(" ");

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpAndLogIn(app, "fresh-admin");
  await subscribeThroughBuiltinCheckout(app, admin, 1, "Basic");
  member = await joinAsMember(app, await signUpAndLogIn(app, "fresh-member"), admin.organizationId, "Employee");
});

afterAll(async () => {
  await app.close();
});

describe("a cite check on a fresh installation", () => {
  it("counts every citation it could not check as needing attention, in the view, the list and the PDF", async () => {
    const { id } = (await startCheck(app, admin.token, BRIEF)).json<{ id: string }>();

    const report = await waitForCheck(app, admin.token, id);

    expect(report.citations.map((citation) => citation.verdict)).toEqual(Array(9).fill("unchecked"));
    expect(report.attention).toMatchObject({ total: 9, needsAttention: 9, unchecked: 9, isClean: false });
    expect(report.attention?.headline).toBe("9 citations could not be checked.");
    const list = await app.inject({ method: "GET", url: "/api/cite-checks", headers: as(admin) });
    const listed = list.json<TCiteCheckSummary[]>().find((check) => check.id === id);
    expect(listed?.attention?.needsAttention).toBe(9);
    const pdf = await app.inject({ method: "GET", url: `/api/cite-checks/${id}/report.pdf`, headers: as(admin) });
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain("9 citations could not be checked.");
    expect(text.replace(/\s+/g, " ")).toContain("has not connected a case-law source");
  });

  it("names the next step by who reads it: a Member asks the Admin, the Admin is sent to the sources page", async () => {
    const { id } = (await startCheck(app, member.token, "See Roe v. Wade, 410 U.S. 113 (1973).")).json();
    await waitForCheck(app, member.token, id);

    const byMember = (await readCheck(app, member.token, id)).json();
    const byAdmin = (await readCheck(app, admin.token, id)).json();

    expect(byMember.citations[0]).toMatchObject({ reason: "no_source", note: citeCheckMessages.noSourceForMember });
    expect(byAdmin.citations[0]).toMatchObject({ reason: "no_source", note: citeCheckMessages.noSourceForAdmin });
    expect(byMember.citations[0].note).toContain("ask your Admin");
  });

  it("shows its Admins the installation's sources, and no one else", async () => {
    const sources = await app.inject({ method: "GET", url: "/api/cite-checks/sources", headers: as(admin) });
    const refused = await app.inject({ method: "GET", url: "/api/cite-checks/sources", headers: as(member) });

    expect(sources.statusCode, sources.body).toBe(200);
    expect(sources.json<TCaseLawSources>()).toMatchObject({
      localIndex: { cases: 0, lastImportAt: null },
      courtListener: { isConfigured: false, citationsPerMinute: null, usedToday: 0, dailyQuota: 1000 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: caseLawSourcesText.adminsOnly });
  });
});

describe("pasted text", () => {
  it("takes page breaks and other layout characters as spaces, and is named by its first words", async () => {
    const pasted =
      "Page one ends here.\fRoe v. Wade,\u000b410 U.S. 113 (1973), is cited\u0085on page two of this brief.";

    const started = await startCheck(app, admin.token, pasted);

    expect(started.statusCode, started.body).toBe(202);
    const report = await waitForCheck(app, admin.token, started.json().id);
    expect(report.name).toBe("Page one ends here. Roe v. Wade, 410");
    expect(report.citations.map((citation) => citation.normalized)).toEqual(["410 U.S. 113"]);
    expect(report.citations[0]?.context.sentence).toBe(
      "Roe v. Wade, 410 U.S. 113 (1973), is cited on page two of this brief.",
    );
  });

  it("takes page breaks in an uploaded text file as spaces too, and is named by the file", async () => {
    const { payload, contentType } = multipartFile(
      Buffer.from("Page one ends here.\f\r\nRoe v. Wade,\u000b410 U.S.\f113 (1973), is cited on page two.\r\n"),
      "brief with breaks.txt",
      "text/plain",
    );

    const started = await app.inject({
      method: "POST",
      url: "/api/cite-checks",
      headers: { ...as(admin), "content-type": contentType },
      payload,
    });

    expect(started.statusCode, started.body).toBe(202);
    const report = await waitForCheck(app, admin.token, started.json().id);
    expect(report.name).toBe("brief with breaks.txt");
    expect(report.citations.map((citation) => citation.normalized)).toEqual(["410 U.S. 113"]);
  });

  it("refuses a NUL, which only binary data holds, saying what to do", async () => {
    const refused = await startCheck(app, admin.token, "Roe v. Wade\u0000\u0001, 410 U.S. 113 (1973).");

    expect(refused.statusCode).toBe(400);
    expect(refused.json().text).toEqual([documentMessages.notText]);
  });
});

describe("renaming a check", () => {
  it("lets its author rename it, shows the name in the list and records who renamed it", async () => {
    const { id } = (await startCheck(app, member.token, "Roe v. Wade, 410 U.S. 113 (1973).")).json();
    const rename = (user: SignedInUser, name: unknown) =>
      app.inject({ method: "PATCH", url: `/api/cite-checks/${id}`, headers: as(user), payload: { name } });

    const renamed = await rename(member, "  Motion to dismiss, draft 3 ");

    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe("Motion to dismiss, draft 3");
    const list = (await app.inject({ method: "GET", url: "/api/cite-checks", headers: as(member) })).json();
    expect(list.map((check: TCiteCheckSummary) => check.name)).toContain("Motion to dismiss, draft 3");
    const [event] = await app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "cite_check_renamed"));
    expect(event).toMatchObject({ target: id, actorEmail: member.email });
    expect((await rename(admin, "Reviewed by the partner")).statusCode).toBe(200);
    expect((await rename(member, "   ")).json().name).toEqual([citeCheckMessages.nameRequired]);
    const outsider = await signUpAndLogIn(app, "fresh-outsider");
    await subscribeThroughBuiltinCheckout(app, outsider, 1, "Basic");
    expect((await rename(outsider, "Mine now")).statusCode).toBe(404);
  });
});
