import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { createSignedInAccount, E2E_PASSWORD, testWithSignedInAccount } from "../support/accounts";
import { expect, expectNoHorizontalOverflow, visit } from "../support/fixtures";

// Account Options against the real server: a photo uploaded and deleted (the avatar menu follows at once, wrong
// content and oversized files refused), personal information saved and still there after a reload, a password
// changed and used to log in, and axe on the page. One account per worker and project, signed in through the API;
// the password journey makes its own account, since it changes what the others log in with.

const FIRST_NAME = "Ruth";
const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const test = testWithSignedInAccount({ label: "account", firstName: FIRST_NAME, lastName: "Ginsburg" });

async function openAccountOptions(page: Page) {
  await page.goto("/dashboard/account/");
  await expect(page.getByRole("heading", { level: 1, name: "Account Options" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
}

function photoInput(page: Page) {
  return page.locator('input[type="file"]');
}

test("upload a photo: the avatar menu shows it at once; wrong content and large files are refused; delete it", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  await openAccountOptions(page);
  const avatarButton = page.getByRole("button", { name: `Account menu for ${FIRST_NAME}` });
  await expect(avatarButton.locator("img")).toHaveCount(0);
  await expect(photoInput(page)).toHaveAttribute("accept", "image/png,image/jpeg,image/webp");

  await photoInput(page).setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: PNG_1X1 });
  await expect(page.getByText("Your profile photo has been updated.")).toBeVisible();
  const avatarImage = avatarButton.locator("img");
  await expect(avatarImage).toHaveAttribute("src", /^\/api\/account\/photo\/[0-9a-f-]{36}\?v=/);
  await expect
    .poll(() => avatarImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1);
  const served = await page.request.get((await avatarImage.getAttribute("src")) ?? "");
  expect(served.headers()["content-type"]).toBe("image/webp");
  await expect(page.getByTestId("account-photo").locator("img")).toBeVisible();

  const upload = page.getByRole("button", { name: "Upload photo" });
  await photoInput(page).setInputFiles({
    name: "not-really.png",
    mimeType: "image/png",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await expect(
    page.getByRole("alert").filter({ hasText: "The photo must be a PNG, JPEG or WebP image." }),
  ).toBeVisible();
  await expect(upload).toHaveAttribute("aria-describedby", /\s/);

  await photoInput(page).setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]),
  });
  await expect(page.getByRole("alert").filter({ hasText: "larger than 2 MB" })).toBeVisible();
  await expect(avatarImage).toHaveAttribute("src", /\/api\/account\/photo\//);

  await page.getByRole("button", { name: "Delete profile photo" }).click();
  await expect(page.getByText("Your profile photo has been removed.")).toBeVisible();
  await expect(avatarButton.locator("img")).toHaveCount(0);
  await expect(avatarButton.locator('[aria-hidden="true"]').first()).toHaveText(FIRST_NAME.charAt(0));
  await expect(page.getByRole("button", { name: "Delete profile photo" })).toBeDisabled();
});

test("save personal information and see it after a reload; bad input is announced on its field", async ({
  page,
  account,
}) => {
  await openAccountOptions(page);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
  await expect(page.getByLabel("Account Type")).toHaveValue("Admin");

  const firstName = page.getByLabel("First Name");
  await firstName.fill("R");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toBeFocused();
  await expect(page.getByText("First name must be at least 3 characters long.")).toBeVisible();

  await firstName.fill("Ruthie");
  await page.getByLabel("Last Name").fill("Bader Ginsburg");
  await page.getByLabel("Alternate Email").fill("ruth.alt@example.com");
  await page.getByLabel("Office/Firm Name").fill("Columbia Law Chambers");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your personal information has been saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Ruthie" })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("First Name")).toHaveValue("Ruthie");
  await expect(page.getByLabel("Last Name")).toHaveValue("Bader Ginsburg");
  await expect(page.getByLabel("Alternate Email")).toHaveValue("ruth.alt@example.com");
  await expect(page.getByLabel("Office/Firm Name")).toHaveValue("Columbia Law Chambers");

  await firstName.fill(FIRST_NAME);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your personal information has been saved.")).toBeVisible();
});

test("change the password, then log in with the new one", async ({ page, playwright, consoleGuard }, testInfo) => {
  consoleGuard.allow(FAILED_REQUEST);
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  const own = await createSignedInAccount(request, baseURL, {
    label: `password-${testInfo.project.name}`,
    firstName: "Thurgood",
    lastName: "Marshall",
  });
  await request.dispose();
  await page.context().clearCookies();
  await page.goto("/");
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, own.storageState.origins[0]?.localStorage ?? []);

  await openAccountOptions(page);
  const toggle = page.getByRole("button", { name: "Change Password" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeFocused();

  const newPassword = "Brown#Board1954";
  await page.getByLabel("Old Password", { exact: true }).fill("Not#MyPassword9");
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
  const form = page.locator("section", { has: page.getByRole("heading", { name: "Change Password" }) });
  await form.getByRole("button", { name: "Save Changes" }).click();
  const oldField = page.getByLabel("Old Password", { exact: true });
  await expect(oldField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Your old password was entered incorrectly. Please enter it again.")).toBeVisible();

  await oldField.fill(E2E_PASSWORD);
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(form.getByText("Your other sessions have been signed out.")).toBeVisible();
  await expect(oldField).toHaveValue("");

  await page.goto("/logout");
  await expect(page.getByText("You have successfully logged out.")).toBeVisible();
  await visit(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(own.email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "LogIn", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Account menu for Thurgood" })).toBeVisible();
});

test("Manage Billing opens the billing page", async ({ page }) => {
  await openAccountOptions(page);
  await page.getByRole("button", { name: "Manage Billing" }).click();
  await expect(page).toHaveURL(/\/billing\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
});

test("no serious or critical axe violation on the page, nor anything wider than the screen", async ({ page }) => {
  await openAccountOptions(page);
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeFocused();
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Change Password" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Change Password" })).toHaveCount(0);
});

test("change the email: nothing changes until the link mailed to the new address is opened", async ({
  page,
  request,
  account,
  consoleGuard,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  await openAccountOptions(page);
  const newEmail = account.email.replace("@", ".moved@");
  await page.getByLabel("Email", { exact: true }).fill(newEmail);
  await page.getByLabel("Current Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Save Changes" }).click();
  const notice = `We sent a confirmation link to ${newEmail}. Your email will change once you open it.`;
  await expect(page.locator("section p", { hasText: notice })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
  await expect(page.getByLabel("Current Password", { exact: true })).toHaveCount(0);

  let link = "";
  await expect
    .poll(async () => {
      const mails = (await (await request.get("/api/dev/mailbox")).json()) as { to: string; text: string }[];
      link =
        mails.find((mail) => mail.to === newEmail)?.text.match(/https?:\/\/\S+\/account\/confirm-email\/\S+/)?.[0] ??
        "";
      return link;
    })
    .not.toBe("");
  await page.goto(new URL(link).pathname);
  await expect(page.getByText("Your email address has been changed.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Account Options" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(newEmail);

  await page.goto(new URL(link).pathname);
  await expect(page.getByText("This confirmation link is invalid, has expired or was already used.")).toBeVisible();
});
