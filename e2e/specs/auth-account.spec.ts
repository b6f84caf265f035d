import type { APIRequestContext, Page } from "@playwright/test";
import { expect, openMainNavigation, readPublicConfig, test, visit } from "../support/fixtures";

// The journeys of an account, end to end against the real API: sign up, confirm by email, log in, stay signed in,
// log out; and a forgotten password reset through the emailed link. Emails land in the development mailbox.

const PASSWORD = "Justice4All!";
const NEW_PASSWORD = "Liberty&Law7";
const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

function uniqueEmail(label: string, project: string): string {
  return `e2e-${label}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The path (and query) of the newest link to `route` mailed to `to`; the mailbox lists newest first. */
async function mailedLink(request: APIRequestContext, to: string, route: RegExp): Promise<string> {
  let path = "";
  await expect
    .poll(
      async () => {
        const response = await request.get("/api/dev/mailbox");
        if (!response.ok()) return "";
        const mails = (await response.json()) as MailboxMessage[];
        for (const mail of mails) {
          if (mail.to.toLowerCase() !== to.toLowerCase()) continue;
          const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => route.test(new URL(candidate).pathname));
          if (link) {
            const url = new URL(link);
            path = `${url.pathname}${url.search}`;
            return path;
          }
        }
        return "";
      },
      { message: `no email to ${to} with a link matching ${route}`, timeout: 10_000 },
    )
    .not.toBe("");
  return path;
}

function toast(page: Page, text: string) {
  return page.locator(".Toastify__toast").filter({ hasText: text });
}

async function logInThroughForm(page: Page, email: string, password: string) {
  await visit(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LogIn", exact: true }).click();
}

/** An account created and confirmed through the API, for journeys that start after sign-up. */
async function createConfirmedAccount(request: APIRequestContext, email: string) {
  const registration = await request.post("/api/auth/registration/", {
    data: { email, password1: PASSWORD, password2: PASSWORD, first_name: "Ruth", last_name: "Bader" },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  const confirmPath = await mailedLink(request, email, /^\/register\/confirm-account\//);
  const key = decodeURIComponent(confirmPath.split("/").pop() ?? "");
  const verified = await request.post("/api/auth/registration/verify-email/", { data: { key } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

test("sign up, confirm by email, log in, stay signed in across a reload, and log out", async ({
  page,
  request,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(FAILED_REQUEST);
  const email = uniqueEmail("signup", testInfo.project.name);
  let brandName = "";

  await test.step("sign up", async () => {
    await visit(page, "/signup");
    await expect(page).toHaveTitle(/^Sign Up \|/);
    brandName = (await readPublicConfig(page)).brandName ?? "";
    await page.getByLabel("First Name").fill("Thurgood");
    await page.getByLabel("Last Name").fill("Marshall");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, `We sent a confirmation email to ${email}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  });

  await test.step("an unconfirmed account cannot log in yet", async () => {
    await logInThroughForm(page, email, PASSWORD);
    await expect(toast(page, "Email not confirmed. Please check your email to confirm.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step("confirm through the emailed link", async () => {
    const confirmPath = await mailedLink(request, email, /^\/register\/confirm-account\//);
    await page.goto(confirmPath);
    await expect(page.getByText("Account confirmed. Please log in.")).toBeVisible();
    await expect(page.getByTestId("site-footer")).toHaveClass(/bg-black/);
    await page.getByRole("link", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step("log in and land on the dashboard", async () => {
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "LogIn", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Select Practice Area" })).toBeVisible();
    expect(brandName).not.toBe("");
    await expect(page.getByText(`Welcome to ${brandName}!`)).toBeVisible();
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem("access"),
      refresh: localStorage.getItem("refresh"),
      isAuthenticated: localStorage.getItem("isAuthenticated"),
      user: localStorage.getItem("user"),
    }));
    expect(stored.access).toBeTruthy();
    expect(stored.refresh).toBeTruthy();
    expect(stored.isAuthenticated).toBe("true");
    expect(JSON.parse(stored.user ?? "{}").email).toBe(email);
  });

  await test.step("stay signed in across a reload", async () => {
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Select Practice Area" })).toBeVisible();
  });

  await test.step("signed in, /login and /signup lead to the dashboard", async () => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/signup?error=no-subscription&product=Bankruptcy");
    await expect(page).toHaveURL(/\/dashboard\/subscriptions\/\?error=no-subscription&product=Bankruptcy$/);
  });

  await test.step("log out clears the session and its caches", async () => {
    await page.evaluate(() => {
      localStorage.setItem("motionTypes_1", "[]");
      localStorage.setItem("motionTypesFetched_1", "true");
      localStorage.setItem("caseSummary_1", "{}");
    });
    await page.getByRole("dialog", { name: "Error" }).getByRole("button", { name: "Okay Thanks" }).click();
    await page.getByRole("button", { name: /^Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/logout$/);
    await expect(page.getByRole("heading", { name: "You have successfully logged out." })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).filter(
            (key) =>
              [
                "access",
                "access_expiration",
                "refresh",
                "refresh_expiration",
                "user",
                "isAuthenticated",
                "chatToken",
              ].includes(key) || /^(motionTypes_|motionTypesFetched_|caseSummary_)/.test(key),
          ),
        ),
      )
      .toEqual([]);
    const nav = await openMainNavigation(page);
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await expect(page.getByTestId("site-footer")).toHaveClass(/bg-black/);
  });

  await test.step("the dashboard is closed again", async () => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, "Please log in.")).toHaveCount(1);
  });
});

test("a forgotten password is reset through the emailed link, and the new one logs in", async ({
  page,
  request,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(FAILED_REQUEST);
  const email = uniqueEmail("reset", testInfo.project.name);
  await createConfirmedAccount(request, email);

  await test.step("ask for the link, once", async () => {
    await visit(page, "/forgot-password");
    const send = page.getByRole("button", { name: "Send reset link" });
    await send.click();
    await expect(page.getByText("Please provide an email address.")).toBeVisible();
    await page.getByLabel("Email address").fill(email);
    await send.click();
    await expect(page.getByText("Password reset email sent.")).toBeVisible();
    await expect(send).toHaveCount(0);
  });

  await test.step("choose a new password through the emailed link", async () => {
    const resetPath = await mailedLink(request, email, /^\/password-reset\/confirm-account\//);
    await page.goto(resetPath);
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password successfully reset. Please log in.")).toBeVisible();
    await expect(toast(page, "Password successfully reset. Redirecting to log in page.")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Reset/ })).toHaveAttribute("href", "/login");
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  });

  await test.step("log in with the new password", async () => {
    await logInThroughForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Select Practice Area" })).toBeVisible();
  });
});
