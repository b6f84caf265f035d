import type { Page } from "@playwright/test";
import { expectNoA11yViolations, expectToastAtRest } from "../support/a11y";
import { createSignedInAccount, E2E_PASSWORD, logInThroughApi, openPageAs } from "../support/accounts";
import { expect, expectNoHorizontalOverflow, test, waitForHydration } from "../support/fixtures";
import { screenshot } from "../support/screenshots";
import { totp } from "../support/totp";

// Issue 24 in the browser: an authenticator app set up in Account Options from the key it shows (the code computed
// here, as an app would, per RFC 6238), then a login that asks for a code; and the sessions list signing out
// another browser. axe on each new state; screenshots at the project's width (1280 or 375 px).

const ACCOUNT_OPTIONS = "/dashboard/account/";

async function logInOnPage(page: Page, email: string) {
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "LogIn", exact: true }).click();
}

test("set up an authenticator app from its key, then log in with a code from it", async ({
  page,
  request,
  baseURL,
  consoleGuard,
}, testInfo) => {
  // Saving the recovery codes refetches the two-factor status; leaving for /logout at once can end the session
  // while that read is on its way, which the server then refuses. Nothing else may fail.
  consoleGuard.allow(
    (problem) => problem.url.endsWith("/api/account/two-factor/") && / status of 401 /.test(problem.text),
  );
  const account = await createSignedInAccount(request, String(baseURL), {
    label: `totp-${testInfo.project.name}`,
    firstName: "Thurgood",
    lastName: "Marshall",
  });
  // Without a second factor yet, the login page signs in with the password alone, as the spec says.
  await logInOnPage(page, account.email);
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await page.goto(ACCOUNT_OPTIONS);
  const section = page.getByRole("region", { name: "Two-step verification" });
  await section.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect
    .poll(() => section.getByRole("img", { name: /QR code/ }).evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const key = ((await section.getByTestId("totp-key").textContent()) ?? "").replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "two-factor-setup");

  await section.getByLabel("Code from the app").fill(totp(key));
  await section.getByRole("button", { name: "Turn on" }).click();
  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expectToastAtRest(page.locator(".Toastify__toast").filter({ hasText: "Your authenticator app is set up." }));
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "two-factor-recovery-codes");
  await section.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(section.getByText(/10 of 10 recovery codes left/)).toBeVisible();

  await page.goto("/logout");
  await expect(page.getByText("You have successfully logged out.")).toBeVisible();
  await logInOnPage(page, account.email);
  const heading = page.getByRole("heading", { name: "Two-step verification" });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "two-factor-login-code");

  // The code of enrolment was spent for its window: an app shows the next one 30 seconds on.
  await page.getByLabel("Authentication code").fill(totp(key, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
});

test("the sessions list signs out another browser", async ({ request, baseURL, browser }, testInfo) => {
  const account = await createSignedInAccount(request, String(baseURL), {
    label: `sessions-${testInfo.project.name}`,
    firstName: "Sandra",
    lastName: "OConnor",
  });
  const other = await openPageAs(
    browser,
    testInfo,
    String(baseURL),
    await logInThroughApi(request, String(baseURL), account.email),
  );
  await other.page.goto(ACCOUNT_OPTIONS);
  await expect(other.page.getByRole("heading", { level: 1, name: "Account Options" })).toBeVisible();

  const mine = await openPageAs(browser, testInfo, String(baseURL), account);
  await mine.page.goto(ACCOUNT_OPTIONS);
  const section = mine.page.getByRole("region", { name: "Where you are signed in" });
  const sessions = section.getByRole("list", { name: "Signed-in sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
  await expectNoA11yViolations(mine.page);
  await expectNoHorizontalOverflow(mine.page);
  await screenshot(mine.page, testInfo, "sessions");

  await sessions
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /^Sign out / })
    .click();
  await expect(mine.page.getByText("That session has been signed out.")).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The other browser's next call is refused and it is signed out.
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/login/);
  await expect(mine.page.getByRole("heading", { level: 1, name: "Account Options" })).toBeVisible();
  await other.context.close();
  await mine.context.close();
});
