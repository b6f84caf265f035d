import { paths } from "@paralex/shared/routes";
import type { APIRequestContext, Page } from "@playwright/test";
import nodemailer from "nodemailer";
import { INBOUND_SMTP_PORT } from "../playwright.config";
import { expectNoA11yViolations } from "../support/a11y";
import { subscribeThroughCheckout } from "../support/checkout";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { addMembersThroughInvitations, type SeedMember, testWithSeededOrganization } from "../support/organization";
import { screenshot } from "../support/screenshots";

// An attorney emails a draft to the firm's agent address (a real SMTP conversation with the server's listener); the
// associate's reply arrives in the mailbox, and the inbox page shows the message answered, linked to its report.
// Mail from someone not yet a member waits in the Admin's quarantine; once they join, the Admin releases it.

const test = testWithSeededOrganization({
  prefix: "inbox",
  admin: { firstName: "Constance", lastName: "Motley" },
  prepare: (request, organization) => subscribeThroughCheckout(request, organization, 1, "Basic"),
});

const DRAFT = [
  "A complaint must state a plausible claim. Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 556 (2007).",
  `Airlines must answer for it. Varghese v. China Southern Airlines Co., ${100 + Math.floor(Math.random() * 890)} F.3d 1339 (11th Cir. 2019).`,
].join("\n");

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const smtp = () => nodemailer.createTransport({ host: "127.0.0.1", port: INBOUND_SMTP_PORT, ignoreTLS: true });

/** The associate's reply in the thread of `subject`, from the development mailbox. */
async function replyIn(request: APIRequestContext, subject: string): Promise<MailboxMessage> {
  let reply: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get("/api/dev/mailbox")).json()) as MailboxMessage[];
        reply = mails.find((mail) => mail.subject === `Re: ${subject}`);
        return Boolean(reply);
      },
      { message: "the associate's reply", timeout: 45_000 },
    )
    .toBe(true);
  return reply as MailboxMessage;
}

async function agentAddress(page: Page): Promise<string> {
  await page.goto(paths.dashboard);
  const card = page.getByRole("region", { name: "Your associate's address" });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: "Open the inbox" }).click();
  await expect(page).toHaveURL(/\/dashboard\/inbox\/?$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  return (await page.locator("code").first().textContent()) ?? "";
}

test("a draft emailed to the agent address is answered in the thread and listed as answered", async ({
  page,
  organization,
  request,
}, testInfo) => {
  // A real mail round trip and a cite check: more than the default minute on a busy machine.
  test.slow();
  await page.goto(paths.dashboard);
  await expect(page.getByRole("region", { name: "Your associate's address" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "dashboard-home");
  const address = await agentAddress(page);
  expect(address).toMatch(/^[a-z0-9-]+@associate\.paralex\.localhost$/);
  const subject = `Motion to dismiss ${testInfo.project.name} ${Date.now()}`;
  await smtp().sendMail({
    from: organization.admin.email,
    to: address,
    subject,
    text: "Please check the attached draft.",
    attachments: [{ filename: "motion.txt", content: DRAFT, contentType: "text/plain" }],
  });

  const reply = await replyIn(request, subject);
  expect(reply.to.toLowerCase()).toBe(organization.admin.email.toLowerCase());
  expect(reply.text).toContain("Needs your attention:");
  expect(reply.text).toContain("Verified:");

  const item = page.getByRole("listitem").filter({ hasText: subject });
  await expect(item.getByText("Answered")).toBeVisible({ timeout: 30_000 });
  await item.getByText("The reply we sent").click();
  await expect(item).toContainText("Needs your attention:");
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "inbox-answered");

  // The reply as a mail client shows it: its HTML part, on this project's screen.
  const mailPage = await page.context().newPage();
  await mailPage.setContent(reply.html ?? "");
  await expect(mailPage.getByText("Needs your attention:")).toBeVisible();
  await expectNoHorizontalOverflow(mailPage);
  await screenshot(mailPage, testInfo, "inbox-reply-mail");
  await mailPage.close();

  await item.getByRole("link", { name: /motion\.txt/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/cite-check\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole("heading", { name: "Report" })).toBeVisible();
});

test("a colleague's mail waits in the quarantine until they join; the Admin releases it and the reply arrives", async ({
  page,
  organization,
  request,
}, testInfo) => {
  test.slow();
  // The way in from a practice-area card.
  await page.goto(paths.dashboard);
  await page.getByRole("link", { name: "Email a draft to your associate" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/inbox\/?$/);
  const address = (await page.locator("code").first().textContent()) ?? "";
  expect(address).toMatch(/@associate\.paralex\.localhost$/);

  const colleague: SeedMember = {
    firstName: "Pauli",
    lastName: "Murray",
    email: `e2e-inbox-colleague-${organization.label}-${Date.now()}@example.com`,
    position: "Associate",
    role: "Employee",
    products: [1],
  };
  const subject = `Before joining ${testInfo.project.name} ${Date.now()}`;
  await smtp().sendMail({
    from: colleague.email,
    to: address,
    subject,
    text: "Please check the attached draft.",
    attachments: [{ filename: "opposition.txt", content: DRAFT, contentType: "text/plain" }],
  });

  const quarantine = page.getByRole("region", { name: "Quarantine" });
  const item = quarantine.getByRole("listitem").filter({ hasText: subject });
  await expect(async () => {
    await page.reload();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(item).toContainText("Sender is not a confirmed member of the organization");
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "inbox-quarantine");

  // The colleague joins through the Admin's invitation; the Admin then releases what they sent before.
  await addMembersThroughInvitations(request, organization.admin, [colleague]);
  await item.getByRole("button", { name: "Release" }).click();
  await expect(quarantine.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0);

  const reply = await replyIn(request, subject);
  expect(reply.to.toLowerCase()).toBe(colleague.email.toLowerCase());
  const messages = page.getByRole("region", { name: "Messages" });
  await expect(async () => {
    await page.reload();
    await expect(messages.getByRole("listitem").filter({ hasText: subject }).getByText("Answered")).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await screenshot(page, testInfo, "inbox-released");
});
