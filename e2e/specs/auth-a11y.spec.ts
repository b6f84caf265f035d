import type { Page } from "@playwright/test";
import { expectNoA11yViolations, expectToastAtRest } from "../support/a11y";
import { storeSignedInSession } from "../support/accounts";
import { expect, expectNoHorizontalOverflow, test, visit } from "../support/fixtures";

// Every account page, in its resting state and with its errors showing: no serious or critical axe violation,
// and nothing wider than a phone.

const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;

async function check(page: Page) {
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
}

test("login, with and without a notice", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  await check(page);
  await page.goto("/login?error=no-subscription&product=Federal%20Criminal");
  await expect(page.getByRole("alert").filter({ hasText: "Federal Criminal" })).toBeVisible();
  await check(page);
});

test("sign-up, empty and with every error showing", async ({ page }) => {
  await visit(page, "/signup");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  await check(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name must be at least 3 characters long.")).toBeVisible();
  await check(page);
});

test("forgot password, with its error", async ({ page }) => {
  await visit(page, "/forgot-password");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please provide an email address.")).toBeVisible();
  await check(page);
});

test("new password, with its errors and after a failed reset", async ({ page, consoleGuard }) => {
  consoleGuard.allow(FAILED_REQUEST);
  await page.goto("/password-reset/confirm-account/a11y-uid/a11y-token");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Please provide a password.")).toBeVisible();
  await check(page);
  await page.getByLabel("New Password", { exact: true }).fill("Quartz!Lantern");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Quartz!Lantern");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("link", { name: /^Reset/ })).toBeVisible();
  await expectToastAtRest(page.locator(".Toastify__toast").filter({ hasText: "Error resetting password." }));
  await check(page);
});

test("account confirmation failure", async ({ page, consoleGuard }) => {
  consoleGuard.allow(FAILED_REQUEST);
  await page.goto("/register/confirm-account/a11y-key");
  await expect(page.getByText("Error confirming account. Please try again.")).toBeVisible();
  await check(page);
});

test("logout", async ({ page }) => {
  await page.goto("/logout");
  await expect(page.getByRole("heading", { name: "You have successfully logged out." })).toBeVisible();
  await check(page);
});

test("the minimal dashboard", async ({ page, request, baseURL }) => {
  await storeSignedInSession(page, request, String(baseURL), "a11y-dashboard");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Select Practice Area" })).toBeVisible();
  await check(page);
  await page.goto("/dashboard/reports/");
  await expect(page.getByRole("heading", { name: "We couldn't find that page.", level: 1 })).toBeVisible();
  await check(page);
});
