import { authMessages, passwordHints } from "@paralex/shared/auth-text";
import { expectNoA11yViolations } from "../support/a11y";
import { E2E_PASSWORD } from "../support/accounts";
import { expect, test, visit } from "../support/fixtures";

// The sign-up form states one password rule at a time, and its toast neither covers the header nor repeats the page.

const overlaps = (a: DOMRectReadOnly | null, b: { x: number; y: number; width: number; height: number } | null) =>
  Boolean(a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);

test("the spec's password message stands alone, then the toast sits below the header", async ({ page }, testInfo) => {
  await visit(page, "/signup");
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAccessibleDescription(passwordHints.signUp);

  await page.getByLabel("First Name").fill("Charlotte");
  await page.getByLabel("Last Name").fill("Ray");
  const email = `e2e-toast-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.getByLabel("Email address").fill(email);
  await password.fill("abc");
  await page.getByLabel("Confirm Password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(password).toHaveAccessibleDescription(authMessages.signUpPasswordRule);
  await expect(page.getByText(passwordHints.signUp)).toHaveCount(0);
  await expectNoA11yViolations(page);

  await password.fill(E2E_PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  const toast = page.locator(".Toastify__toast").filter({ hasText: `We sent a confirmation email to ${email}` });
  await expect(toast).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("Registration successful!");

  const header = page.getByRole("banner");
  const toastBox = await toast.boundingBox();
  const headerBox = await header.boundingBox();
  expect(toastBox && headerBox && toastBox.y >= headerBox.y + headerBox.height).toBe(true);
  for (const control of await header.getByRole("link").or(header.getByRole("button")).all()) {
    if (await control.isVisible())
      expect(overlaps(toastBox as DOMRectReadOnly, await control.boundingBox())).toBe(false);
  }
  await page.screenshot({ path: testInfo.outputPath("signup-toast.png") });
});
