import type { Page } from "@playwright/test";
import { expectNoA11yViolations, expectToastAtRest } from "../support/a11y";
import { createSignedInAccount, E2E_PASSWORD } from "../support/accounts";
import { expect, expectNoHorizontalOverflow, test, waitForHydration } from "../support/fixtures";
import { screenshot } from "../support/screenshots";

// Issue 24, 'Continue with Google' in the browser (decision 076), against the local OpenID provider the suite starts
// (scripts/fake-oidc-provider.mjs): a new person signs up through it and lands on the dashboard; an address that
// already has an account is linked only after its password. axe on each new state; screenshots at 1280 and 375 px.

/** At the provider's own sign-in page: the address (and names) it signs in with. */
async function signInAtProvider(page: Page, email: string, names: { first: string; last: string }) {
  await expect(page.getByRole("heading", { name: "Sign in to the test provider" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("First name").fill(names.first);
  await page.getByLabel("Last name").fill(names.last);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("sign up with Google through the provider, then see it linked in Account Options", async ({
  page,
  consoleGuard,
}, testInfo) => {
  // Unlinking the only way in is refused with a 409, which the page shows as a toast.
  consoleGuard.allow((problem) => /\/api\/account\/sign-in-providers\/google\/?$/.test(problem.url));
  const email = `e2e-google-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/signup");
  await waitForHydration(page);
  const google = page.getByRole("link", { name: "Continue with Google" });
  await expect(google).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Apple" })).toBeDisabled();
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "google-signup-page");

  await google.click();
  await signInAtProvider(page, email, { first: "Constance", last: "Motley" });
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole("button", { name: "Account menu for Constance" })).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");

  await page.goto("/dashboard/account/");
  const section = page.getByRole("region", { name: "Google and Apple sign-in" });
  const linked = section.getByRole("listitem").filter({ hasText: "Google" });
  await expect(linked).toContainText(email);
  await expect(section.getByRole("listitem").filter({ hasText: "Apple" })).toContainText("not set up on this server");
  await section.getByRole("button", { name: "Unlink Google" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "it is your only way to sign in" });
  await expectToastAtRest(toast);
  await expect(linked).toContainText(email);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "google-linked-account-options");
});

test("an address that already has an account is linked only after its password", async ({
  page,
  request,
  baseURL,
  consoleGuard,
}, testInfo) => {
  // The wrong password is refused with a 400, which the form shows beside the field.
  consoleGuard.allow((problem) => /\/api\/auth\/oidc\/link\/?$/.test(problem.url));
  const account = await createSignedInAccount(request, String(baseURL), {
    label: `google-link-${testInfo.project.name}`,
    firstName: "Pauli",
    lastName: "Murray",
  });
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await signInAtProvider(page, account.email, { first: "Pauli", last: "Murray" });

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Link Google to your account" })).toBeFocused();
  await expect(page.getByRole("form", { name: "Log in" })).toBeHidden();
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "google-link-existing-account");

  const password = page.getByRole("textbox", { name: "Your account's password" });
  await password.fill("not-the-password");
  await page.getByRole("button", { name: "Link Google and sign in" }).click();
  await expect(page.getByText("That password is not right.")).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "google-link-wrong-password");

  await password.fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Link Google and sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
});
