import type { CDPSession, Page } from "@playwright/test";
import { expectNoA11yViolations, expectToastAtRest } from "../support/a11y";
import { createSignedInAccount, E2E_PASSWORD } from "../support/accounts";
import { expect, expectNoHorizontalOverflow, test, waitForHydration } from "../support/fixtures";
import { screenshot } from "../support/screenshots";

// Issue 24 in the browser: a passkey added in Account Options with Chromium's virtual authenticator (CTAP2, built
// in, resident keys, user verification), then a sign-in with the passkey alone and one with the password and a
// passkey as the second step. WebAuthn takes no IP address as its RP ID, so this spec opens the app at localhost
// (the server's PASSKEY_ORIGIN). axe on each changed page; screenshots at the project's width (1280 or 375 px).

/** A platform authenticator that keeps discoverable credentials and verifies the person (a PIN or a fingerprint). */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("add a passkey in Account Options, then sign in with it alone and as the second step", async ({
  browser,
  request,
  baseURL,
  consoleGuard,
}, testInfo) => {
  // Three sign-ins and five axe runs in one journey: a minute on a busy two-core machine.
  test.setTimeout(120_000);
  const local = `http://localhost:${new URL(String(baseURL)).port}`;
  const account = await createSignedInAccount(request, local, {
    label: `passkey-${testInfo.project.name}`,
    firstName: "Constance",
    lastName: "Motley",
  });
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    viewport: viewport ?? null,
    deviceScaleFactor: deviceScaleFactor ?? 1,
    isMobile: isMobile ?? false,
    hasTouch: hasTouch ?? false,
    locale: "en-US",
    timezoneId: "America/New_York",
    baseURL: local,
    storageState: account.storageState,
    extraHTTPHeaders: {
      "x-forwarded-for": `10.77.${testInfo.workerIndex}.${testInfo.project.name === "desktop" ? 1 : 2}`,
    },
  });
  const page = await context.newPage();
  consoleGuard.watch(page);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  await page.goto("/dashboard/account/");
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("No passkeys yet.")).toBeVisible();
  await section.getByLabel("Name for the new passkey").fill("Work laptop");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const items = section.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("Work laptop");
  await expect(items.first()).toContainText("Last used never");
  await expectToastAtRest(page.locator(".Toastify__toast").filter({ hasText: "Your passkey has been added." }));
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await section.getByRole("button", { name: "Rename Work laptop" }).click();
  await expect(section.getByLabel("Passkey name")).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await section.getByLabel("Passkey name").fill("Laptop (Chrome)");
  await section.getByRole("button", { name: "Save name" }).click();
  await expect(items.first()).toContainText("Laptop (Chrome)");
  // axe measures the rename toast half transparent while it fades in, and the first one while it fades out.
  await expectToastAtRest(page.locator(".Toastify__toast").filter({ hasText: "Your passkey has been renamed." }));
  await expect(page.locator(".Toastify__toast").filter({ hasText: "Your passkey has been added." })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "passkeys-account-options");

  // Signed out, the passkey alone signs the person in: no address, no password.
  await page.goto("/logout");
  await expect(page.getByText("You have successfully logged out.")).toBeVisible();
  await page.goto("/login");
  await waitForHydration(page);
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "passkeys-login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);

  // With the password, the passkey is the second step.
  await page.goto("/logout");
  await expect(page.getByText("You have successfully logged out.")).toBeVisible();
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "LogIn", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeFocused();
  await expect(page.getByLabel("Authentication code")).toBeHidden();
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "passkeys-second-step");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);

  await page.goto("/dashboard/account/");
  await expect(items.first()).not.toContainText("Last used never");
  await context.close();
});
