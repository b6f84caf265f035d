import { readFileSync } from "node:fs";
import type { TCaseDetail } from "@paralex/shared/cases";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { memberships } from "../db/schema.js";
import type { SignedInUser } from "./billing-helpers.js";
import { COURT_NOTICE_SENDER, districtNoticeText, type NoticeFields, noticeSubject } from "./court-notice-text.js";
import { inboxTestEnv, sendToListener, waitForHandled } from "./inbox-helpers.js";
import { createTestApp } from "./test-app.js";

/**
 * An app for the cases tests: mail goes to the test's SMTP receiver, the built-in SMTP listener takes a free port,
 * the Southern District of New York's notices count as court mail (INBOUND_COURT_SENDERS) and a failed job is
 * retried after a second; `env` adds to or overrides it.
 */
export function courtNoticeTestApp(receiver: { url: string }, env: Record<string, string> = {}) {
  return createTestApp({ ...inboxTestEnv(receiver), INBOUND_COURT_SENDERS: "@nysd.uscourts.gov", ...env });
}

/** One API request as the signed-in user: the status, and the JSON body (undefined when there is none). */
export async function api<T>(
  app: FastifyInstance,
  user: SignedInUser,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${user.token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : undefined) as T };
}

/** Adds a case, in the Southern District of New York unless `courtId` says otherwise: its page. */
export async function addCase(
  app: FastifyInstance,
  user: SignedInUser,
  fields: { docketNumber: string; caseName: string; courtId?: string; team?: string[] },
): Promise<TCaseDetail> {
  const added = await api<TCaseDetail>(app, user, "POST", "/api/cases", { courtId: "nysd", ...fields });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body;
}

/** The Southern District of New York's CM/ECF sender, which the notices below come from. */
/** Mails the court's notice to the agent address over SMTP and waits until the inbox handled it, as `reader` sees. */
export async function sendCourtNotice(app: FastifyInstance, reader: SignedInUser, to: string, fields: NoticeFields) {
  await sendToListener(app, {
    from: COURT_NOTICE_SENDER,
    to,
    subject: noticeSubject(fields),
    text: districtNoticeText(fields),
  });
  return waitForHandled(app, reader, noticeSubject(fields));
}

/** Moves a signed-up user into another organization, as a Member or an Admin (what accepting an invitation does). */
export async function joinOrganization(
  app: FastifyInstance,
  user: SignedInUser,
  organizationId: string,
  applicationRole: "Admin" | "Member" = "Member",
): Promise<SignedInUser> {
  await app.database.db
    .update(memberships)
    .set({ organizationId, applicationRole })
    .where(eq(memberships.userId, user.userId));
  return { ...user, organizationId };
}

/** One of the dockets package's notices in the courts' real formats (`district-nef.html`, `appellate-nda.txt`…). */
export const courtNoticeFixture = (name: string): string =>
  readFileSync(new URL(`../../../../packages/dockets/src/fixtures/${name}`, import.meta.url), "utf8");
