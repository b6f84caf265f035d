import { INBOX_PAGE_SIZE } from "@paralex/shared/inbox";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEventsFor } from "../../test/audit-helpers.js";
import type { SignedInUser } from "../../test/billing-helpers.js";
import {
  agentAddressOf,
  confirmedUser,
  inboxPageOf,
  inboxTestEnv,
  replyTo,
  sendToListener,
  waitForHandled,
} from "../../test/inbox-helpers.js";
import { joinAsMember } from "../../test/organization-seed.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createTestApp } from "../../test/test-app.js";

/**
 * Who sees what of an organization's inbox: a Member their own messages, an Admin all of them, the quarantine and
 * what is done with it (each an audit event); the list comes newest first, a page at a time.
 */

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;
let admin: SignedInUser;
let member: SignedInUser;
let outsider: SignedInUser;
let address: string;

const as = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });
const HELLO = "Hello, what can you do?";

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  app = await createTestApp(inboxTestEnv(receiver));
  admin = await confirmedUser(app, receiver, "inbox-admin");
  member = await joinAsMember(
    app,
    await confirmedUser(app, receiver, "inbox-member"),
    admin.organizationId,
    "Employee",
  );
  outsider = await confirmedUser(app, receiver, "inbox-outsider");
  address = await agentAddressOf(app, admin);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe("a Member and an Admin of one organization", () => {
  it("a Member lists only their own messages, an Admin every one", async () => {
    const mine = `Member's own ${Date.now()}`;
    const theirs = `Admin's own ${Date.now()}`;
    await sendToListener(app, { from: member.email, to: address, subject: mine, text: HELLO });
    await sendToListener(app, { from: admin.email, to: address, subject: theirs, text: HELLO });
    await replyTo(receiver, member.email, mine);
    await replyTo(receiver, admin.email, theirs);

    const seenByMember = (await inboxPageOf(app, member)).body.messages.map((message) => message.subject);
    expect(seenByMember).toContain(mine);
    expect(seenByMember).not.toContain(theirs);
    const seenByAdmin = (await inboxPageOf(app, admin)).body.messages.map((message) => message.subject);
    expect(seenByAdmin).toEqual(expect.arrayContaining([mine, theirs]));
    // Another organization's Admin sees none of them.
    const seenByOutsider = (await inboxPageOf(app, outsider)).body.messages.map((message) => message.subject);
    expect(seenByOutsider).not.toContain(mine);
    expect(seenByOutsider).not.toContain(theirs);
  }, 60_000);

  it("keeps the quarantine for Admins: a Member can neither list it, release from it nor delete from it", async () => {
    const subject = `Stranger for the Admin ${Date.now()}`;
    await sendToListener(app, { from: "someone@elsewhere.example.org", to: address, subject, text: HELLO });
    const quarantined = await waitForHandled(app, admin, subject, true);
    expect(quarantined.status).toBe("quarantined");

    expect((await inboxPageOf(app, member, "?quarantine=true")).statusCode).toBe(403);
    expect((await inboxPageOf(app, member)).body.messages.map((message) => message.subject)).not.toContain(subject);
    const release = await app.inject({
      method: "POST",
      url: `/api/inbox/messages/${quarantined.id}/release`,
      headers: as(member),
    });
    expect(release.statusCode).toBe(403);
    const deletion = await app.inject({
      method: "DELETE",
      url: `/api/inbox/messages/${quarantined.id}`,
      headers: as(member),
    });
    expect(deletion.statusCode).toBe(403);
    // Nor can another organization's Admin reach it.
    const foreign = await app.inject({
      method: "DELETE",
      url: `/api/inbox/messages/${quarantined.id}`,
      headers: as(outsider),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await inboxPageOf(app, admin, "?quarantine=true")).body.messages.map((m) => m.id)).toContain(
      quarantined.id,
    );
  }, 60_000);

  it("records the Admin's deletion of a quarantined message as an audit event, and the message is gone", async () => {
    const subject = `Stranger to delete ${Date.now()}`;
    await sendToListener(app, { from: "nobody@elsewhere.example.org", to: address, subject, text: HELLO });
    const quarantined = await waitForHandled(app, admin, subject, true);
    const deletion = await app.inject({
      method: "DELETE",
      url: `/api/inbox/messages/${quarantined.id}`,
      headers: as(admin),
    });
    expect(deletion.statusCode).toBe(204);
    expect((await inboxPageOf(app, admin, "?quarantine=true")).body.messages.map((m) => m.id)).not.toContain(
      quarantined.id,
    );
    const [deleted] = (await auditEventsFor(app, quarantined.id)).filter(
      (event) => event.action === "inbox_message_deleted",
    );
    expect(deleted).toMatchObject({ organizationId: admin.organizationId, actorEmail: admin.email });
    expect(deleted?.details).toMatchObject({ subject, from: "nobody@elsewhere.example.org" });
  }, 60_000);

  it("records an Admin's change of the agent address; a Member may not change it", async () => {
    const slug = `firm-${Date.now().toString(36)}`;
    const change = (user: SignedInUser) =>
      app.inject({ method: "PUT", url: "/api/inbox/address", headers: as(user), payload: { slug } });
    expect((await change(member)).statusCode).toBe(403);
    const changed = await change(admin);
    expect(changed.statusCode).toBe(200);
    const newAddress = `${slug}@associate.paralex.localhost`;
    const [event] = await auditEventsFor(app, newAddress);
    expect(event).toMatchObject({
      action: "inbox_address_changed",
      organizationId: admin.organizationId,
      actorEmail: admin.email,
    });
    expect(event?.details).toMatchObject({ from: address.split("@")[0], to: slug });
    address = newAddress;
  });
});

describe("the inbox list", () => {
  it("comes newest first, a page at a time", async () => {
    const prefix = `Paged ${Date.now()}`;
    const count = INBOX_PAGE_SIZE + 2;
    const subjects = Array.from({ length: count }, (_, index) => `${prefix} #${String(index + 1).padStart(2, "0")}`);
    // Automatic mail, so each is refused at once and never answered; an Admin's list holds them.
    for (const subject of subjects) {
      await sendToListener(app, {
        from: admin.email,
        to: address,
        subject,
        text: HELLO,
        headers: { "Auto-Submitted": "auto-generated" },
      });
    }
    await waitForHandled(app, admin, subjects.at(-1) as string);

    const first = await inboxPageOf(app, admin);
    const { total, pageCount } = first.body;
    expect(pageCount).toBe(Math.ceil(total / INBOX_PAGE_SIZE));
    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(first.body.messages).toHaveLength(INBOX_PAGE_SIZE);
    const listed: string[] = [];
    for (let page = 1; page <= pageCount; page++) {
      const { body } = await inboxPageOf(app, admin, `?page=${page}`);
      expect(body.page).toBe(page);
      listed.push(...body.messages.map((message) => message.subject));
    }
    expect(listed).toHaveLength(total);
    expect(new Set(listed).size).toBe(total);
    // This test's messages, newest first: the reverse of the order they were sent in.
    expect(listed.filter((subject) => subject.startsWith(prefix))).toEqual([...subjects].reverse());
    // Past the last page: the last page.
    expect((await inboxPageOf(app, admin, `?page=${pageCount + 5}`)).body.page).toBe(pageCount);
    expect((await inboxPageOf(app, admin, "?page=0")).statusCode).toBe(400);
  }, 90_000);
});
