import type { Page, Request } from "@playwright/test";
import { createSignedInAccount } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { mailedLinks } from "../support/mailbox";
import { inviteThroughApi } from "../support/organization";

// Issue 13: the forms say the server's real password rule, and a refused password keeps the reset link usable.

const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;
const SIX_CHARACTERS = "Abc!23";
/** Passes the spec's rules and every check the browser runs; only the server's common-password list knows it. */
const COMMON = "P@ssw0rd";
const STRONG = "Quartz!Lantern42";
const TOO_SHORT = "This password is too short. It must contain at least 8 characters.";
const TOO_COMMON = "This password is too common.";

/** A description that holds the text, beside the field's hint. */
const mentions = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

function recordApiCalls(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request);
  });
  return calls;
}

test("sign-up and reset refuse a 6-character password with the real reason, and the link stays usable", async ({
  page,
  request,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(FAILED_REQUEST);
  const email = `e2e-rules-${testInfo.project.name}-${Date.now()}@example.com`;

  await test.step("sign-up: the hint says 8, and the short and common passwords are refused by their field", async () => {
    const registrations = recordApiCalls(page, "/api/auth/registration/");
    await page.goto("/signup");
    const password = page.getByLabel("Password", { exact: true });
    const confirm = page.getByLabel("Confirm Password", { exact: true });
    const submit = page.getByRole("button", { name: "Create Account" });
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Hopper");
    await page.getByLabel("Email address").fill(email);
    await expect(password).toHaveAccessibleDescription(/^At least 8 characters/);

    await password.fill(SIX_CHARACTERS);
    await confirm.fill(SIX_CHARACTERS);
    await submit.click();
    await expect(password).toHaveAccessibleDescription(mentions(TOO_SHORT));
    await expect(password).toBeFocused();
    expect(registrations).toHaveLength(0);

    await password.fill(COMMON);
    await confirm.fill(COMMON);
    await submit.click();
    await expect(password).toHaveAccessibleDescription(mentions(TOO_COMMON));
    await expect(page.getByText("Password too simple. Please create a more secure password.")).toBeVisible();
    expect(registrations).toHaveLength(1);

    await password.fill(STRONG);
    await confirm.fill(STRONG);
    await submit.click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  });

  await test.step("reset: the short and common passwords keep the form and the link, then a strong one resets", async () => {
    const sent = await request.post("/api/auth/password/reset/", { data: { email } });
    expect(sent.status(), await sent.text()).toBe(200);
    const [resetPath] = await mailedLinks(request, email, /^\/password-reset\/confirm-account\//);
    await page.goto(resetPath ?? "");
    const password = page.getByLabel("New Password", { exact: true });
    const confirm = page.getByLabel("Confirm Password", { exact: true });
    const submit = page.getByRole("button", { name: "Reset Password" });
    await expect(password).toHaveAccessibleDescription(/^At least 8 characters/);

    await password.fill(SIX_CHARACTERS);
    await confirm.fill(SIX_CHARACTERS);
    await submit.click();
    await expect(password).toHaveAccessibleDescription(mentions(TOO_SHORT));

    await password.fill(COMMON);
    await confirm.fill(COMMON);
    await submit.click();
    await expect(password).toHaveAccessibleDescription(mentions(TOO_COMMON));
    await expect(password).toBeFocused();
    await expect(page.getByText(/expired or been used/)).toHaveCount(0);
    await expect(submit).toBeEnabled();

    await password.fill(STRONG);
    await confirm.fill(STRONG);
    await submit.click();
    await expect(page.getByText("Password successfully reset. Please log in.")).toBeVisible();
  });
});

test("the invitation sign-up says the same rule and the server's reason under the field", async ({
  page,
  request,
  baseURL,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(FAILED_REQUEST);
  const admin = await createSignedInAccount(request, String(baseURL), {
    label: "rules-admin",
    firstName: "Ruth",
    lastName: "Ginsburg",
  });
  const email = `e2e-rules-invitee-${testInfo.project.name}-${Date.now()}@example.com`;
  const invitationPath = await inviteThroughApi(request, admin, {
    firstName: "Learned",
    lastName: "Hand",
    email,
    position: "Associate",
    role: "Employee",
    products: [1],
  });
  const registrations: Request[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.endsWith("/register")) registrations.push(sent);
  });
  await page.goto(invitationPath);
  const form = page.getByRole("form", { name: "Create your account" });
  const password = form.getByLabel("Password", { exact: true });
  const confirm = form.getByLabel("Confirm Password", { exact: true });
  const submit = form.getByRole("button", { name: "Create account and join" });
  await expect(password).toHaveAccessibleDescription(/^At least 8 characters/);

  await password.fill(SIX_CHARACTERS);
  await confirm.fill(SIX_CHARACTERS);
  await submit.click();
  await expect(password).toHaveAccessibleDescription(mentions(TOO_SHORT));
  await expect(password).toBeFocused();
  expect(registrations).toHaveLength(0);

  await password.fill("LearnedHand!1");
  await confirm.fill("LearnedHand!1");
  await submit.click();
  await expect(password).toHaveAccessibleDescription(mentions("The password is too similar to the"));
  expect(registrations).toHaveLength(0);

  await password.fill(COMMON);
  await confirm.fill(COMMON);
  await submit.click();
  await expect(password).toHaveAccessibleDescription(mentions(TOO_COMMON));
  await expect(password).toBeFocused();
  expect(registrations).toHaveLength(1);

  await password.fill(STRONG);
  await confirm.fill(STRONG);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard\/organization\/$/);
});
