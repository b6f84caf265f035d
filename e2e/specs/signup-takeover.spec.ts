import type { Page } from "@playwright/test";
import { expect, test, visit } from "../support/fixtures";
import { mailedLinks } from "../support/mailbox";

// A stranger signs up again with an address whose owner has not confirmed yet, with another name and password.
// Nothing of the owner's pending account changes: the owner's first email still confirms it, the owner's password
// opens it, and the stranger's does not.

const OWNER_PASSWORD = "Justice4All!";
const STRANGER_PASSWORD = "Quiet#Harbor77";
const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;

async function signUp(page: Page, person: { firstName: string; lastName: string; email: string; password: string }) {
  await visit(page, "/signup");
  await page.getByLabel("First Name").fill(person.firstName);
  await page.getByLabel("Last Name").fill(person.lastName);
  await page.getByLabel("Email address").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.locator(".Toastify__toast").filter({ hasText: `We sent a confirmation email to ${person.email}` }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await visit(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LogIn", exact: true }).click();
}

test("a second sign-up of an unconfirmed address takes nothing: the owner's first email confirms it for the owner", async ({
  page,
  browser,
  request,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(FAILED_REQUEST);
  const email = `e2e-takeover-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  await test.step("the owner signs up and does not confirm yet", async () => {
    await signUp(page, { firstName: "Constance", lastName: "Baker", email, password: OWNER_PASSWORD });
  });

  await test.step("a stranger signs up with the same address, another name and password, and is told the same", async () => {
    const { viewport, deviceScaleFactor, isMobile, hasTouch, locale, baseURL } = testInfo.project.use;
    const stranger = await browser.newContext({
      viewport: viewport ?? null,
      deviceScaleFactor: deviceScaleFactor ?? 1,
      isMobile: isMobile ?? false,
      hasTouch: hasTouch ?? false,
      locale: locale ?? "en-US",
      baseURL,
      // Another visitor, from another address.
      extraHTTPHeaders: { "x-forwarded-for": `10.250.${testInfo.workerIndex % 256}.${testInfo.retry + 1}` },
    });
    const strangerPage = await stranger.newPage();
    await signUp(strangerPage, { firstName: "Mallory", lastName: "Intruder", email, password: STRANGER_PASSWORD });
    await stranger.close();
  });

  await test.step("the owner confirms with the link of the first email", async () => {
    const [firstLink] = await mailedLinks(request, email, /^\/register\/confirm-account\//, 2);
    expect(firstLink).toBeDefined();
    await page.goto(firstLink ?? "");
    await expect(page.getByText("Account confirmed. Please log in.")).toBeVisible();
  });

  await test.step("the stranger's password is refused", async () => {
    await logIn(page, email, STRANGER_PASSWORD);
    await expect(
      page.locator(".Toastify__toast").filter({ hasText: "Error logging in. Please try again." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step("the owner's own password opens the account, under the owner's name", async () => {
    await logIn(page, email, OWNER_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}"));
    expect(user).toMatchObject({ email, first_name: "Constance", last_name: "Baker" });
  });
});
