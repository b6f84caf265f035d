import type { Page, Request } from "@playwright/test";
import { storeSignedInSession } from "../support/accounts";
import { expect, openMainNavigation, test, visit } from "../support/fixtures";

// The account forms' rules, messages and notices, each as the spec words it.

const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;

function toast(page: Page, text: string) {
  return page.locator(".Toastify__toast").filter({ hasText: text });
}

function recordApiCalls(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request);
  });
  return calls;
}

/** A session as the app stores it, without a server round trip: enough for pages that only read state. */
async function storeFakeSession(page: Page) {
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem("access", "e2e-access");
    localStorage.setItem("refresh", "e2e-refresh");
    localStorage.setItem("isAuthenticated", "true");
    localStorage.setItem("user", JSON.stringify({ email: "e2e@example.com", firstName: "Ada", first_name: "Ada" }));
  });
}

test.describe("sign-up validation", () => {
  test("every rule shows its message by its field, the first invalid field takes focus, nothing is sent", async ({
    page,
  }) => {
    const calls = recordApiCalls(page, "/api/auth/registration/");
    await visit(page, "/signup");
    const firstName = page.getByLabel("First Name");
    const lastName = page.getByLabel("Last Name");
    const email = page.getByLabel("Email address");
    const password = page.getByLabel("Password", { exact: true });
    const confirm = page.getByLabel("Confirm Password", { exact: true });
    const submit = page.getByRole("button", { name: "Create Account" });

    await submit.click();
    await expect(page.getByText("First name must be at least 3 characters long.")).toBeVisible();
    await expect(page.getByText("Last name must be at least 3 characters long.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(
      page.getByText(
        "Password must be at least 6 characters, contain a number, an uppercase, a lowercase letter, and a special character.",
      ),
    ).toBeVisible();
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("First name must be at least 3 characters long.");

    await firstName.fill("Sonia");
    await lastName.fill("So");
    await email.fill("sonia@court");
    await password.fill("weakpass");
    await confirm.fill("weakpass");
    await submit.click();
    await expect(page.getByText("First name must be at least 3 characters long.")).toHaveCount(0);
    await expect(lastName).toBeFocused();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");

    for (const weak of ["Ab1!", "abcdef1!", "ABCDEF1!", "Abcdefg!", "Abcdef12"]) {
      await password.fill(weak);
      await submit.click();
      await expect(password).toHaveAccessibleDescription(/Password must be at least 6 characters, contain a number/);
    }

    await lastName.fill("Sotomayor");
    await email.fill("sonia@example.com");
    await password.fill("Justice4All!");
    await confirm.fill("Justice4All?");
    await submit.click();
    await expect(page.getByText("Passwords do not match.")).toBeVisible();
    await expect(confirm).toBeFocused();
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(1);

    await page.waitForLoadState("networkidle");
    expect(calls).toHaveLength(0);
  });

  test("the page offers Google (set up in the suite), Apple as not set up, a login link and the terms", async ({
    page,
  }) => {
    await page.goto("/signup");
    await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveAttribute(
      "href",
      "/api/auth/oidc/google/start/",
    );
    await expect(page.getByRole("button", { name: "Continue with Apple" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Continue with Apple" })).toHaveAccessibleDescription(
      "Signing in with Apple is not set up on this server.",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Log in", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
    const agreement = page.getByText(/By creating an account, you agree to our/);
    await expect(agreement).toBeVisible();
    await expect(agreement.getByRole("link", { name: /^Terms & Conditions/ })).toHaveAttribute("href", "/terms");
    await expect(agreement.getByRole("link", { name: /^Privacy Policy/ })).toHaveAttribute("href", "/privacy");
  });
});

test.describe("login page", () => {
  test("has the spec's headline, fields and links", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle(/^Login \|/);
    await expect(page.getByText("We are revolutionizing the law.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page.getByRole("button", { name: "Continue with Apple" })).toBeDisabled();
    await expect(page.getByText("Signing in with Apple is not set up on this server.")).toBeVisible();
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await visit(page, "/login");
    const password = page.getByLabel("Password", { exact: true });
    const toggle = page.getByRole("button", { name: "Show password" });
    await password.fill("Secret1!");
    await expect(password).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "password");
  });

  const notices: [query: string, text: string][] = [
    [
      "?error=no-subscription&product=Federal%20Criminal",
      "You do not have an active subscription for Federal Criminal. Please contact support or sign up to a plan.",
    ],
    ["?error=no-subscription", "You do not have an active subscription. Please contact support."],
    ["?error=session-expired&message=Your%20session%20expired.", "Your session expired."],
    ["?error=session-expired", "There was an error logging in. Please try again."],
  ];
  for (const [query, text] of notices) {
    test(`shows the notice for ${query}`, async ({ page }) => {
      await page.goto(`/login${query}`);
      await expect(page.getByRole("alert").filter({ hasText: text })).toBeVisible();
    });
  }

  test("shows no notice without an error", async ({ page }) => {
    await page.goto("/login?message=hello&product=X");
    await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  });

  test("wrong credentials give the spec's toast", async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_REQUEST);
    await visit(page, "/login");
    await page.getByLabel("Email", { exact: true }).fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("Wrong4Sure!");
    await page.getByRole("button", { name: "LogIn", exact: true }).click();
    await expect(toast(page, "Error logging in. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a visitor already signed in goes to the dashboard, or to subscriptions for no-subscription", async ({
    page,
    request,
    baseURL,
  }) => {
    await storeSignedInSession(page, request, String(baseURL), "already-signed-in");
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Select Practice Area" })).toBeVisible();
    await page.goto("/login?error=no-subscription&product=Bankruptcy");
    await expect(page).toHaveURL(/\/dashboard\/subscriptions\/\?error=no-subscription&product=Bankruptcy$/);
    await expect(page.getByRole("dialog", { name: "Error" })).toContainText(
      "No active subscription for Bankruptcy. Please subscribe to a plan.",
    );
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("dashboard guard", () => {
  for (const path of ["/dashboard", "/dashboard/subscriptions/"]) {
    test(`${path} signed out goes to /login with one 'Please log in.' toast`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(toast(page, "Please log in.")).toHaveCount(1);
      // Still one a moment later: StrictMode's second effect run must not add another.
      await page.waitForTimeout(500);
      await expect(toast(page, "Please log in.")).toHaveCount(1);
    });
  }
});

test.describe("forgot and reset password", () => {
  test("forgot password asks for an address before sending anything", async ({ page }) => {
    const calls = recordApiCalls(page, "/api/auth/password/reset/");
    await visit(page, "/forgot-password");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Please provide an email address.")).toBeVisible();
    await expect(page.getByLabel("Email address")).toBeFocused();
    expect(calls).toHaveLength(0);
  });

  test("the new-password form checks its rules, then a bad link fails once with the spec's messages", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    await page.goto("/password-reset/confirm-account/bad-uid/bad-token");
    const password = page.getByLabel("New Password", { exact: true });
    const confirm = page.getByLabel("Confirm Password", { exact: true });
    const submit = page.getByRole("button", { name: "Reset Password" });

    await submit.click();
    await expect(page.getByText("Please provide a password.")).toBeVisible();
    await expect(password).toBeFocused();
    await password.fill("abcdef");
    await submit.click();
    await expect(
      page.getByText(
        "Password must be at least 6 characters, include an uppercase, lowercase, and a special character.",
      ),
    ).toBeVisible();
    await password.fill("Quartz!Lantern");
    await confirm.fill("Quartz!Lantern?");
    await submit.click();
    await expect(page.getByText("Passwords do not match.")).toBeVisible();

    await confirm.fill("Quartz!Lantern");
    await submit.click();
    await expect(page.getByRole("status").getByText("Error resetting password. Please try again.")).toBeVisible();
    await expect(toast(page, "Error resetting password. Please try again.")).toBeVisible();
    await expect(submit).toHaveCount(0);
    await page.getByRole("link", { name: /^Reset/ }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("opening a reset link ends any session first", async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_REQUEST); // the made-up session's logout call is refused
    await storeFakeSession(page);
    await page.goto("/password-reset/confirm-account/some-uid/some-token");
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBeNull();
    const nav = await openMainNavigation(page);
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  });
});

test("a bad confirmation link says so", async ({ page, consoleGuard }) => {
  consoleGuard.allow(FAILED_REQUEST);
  await page.goto("/register/confirm-account/not-a-real-key");
  await expect(page.getByText("Error confirming account. Please try again.")).toBeVisible();
  await expect(page.getByTestId("site-footer")).toHaveClass(/bg-black/);
});
