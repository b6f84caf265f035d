import { expectNoA11yViolations, expectToastAtRest } from "../support/a11y";
import { createSignedInAccount, E2E_PASSWORD, openPageAs } from "../support/accounts";
import { payerOf } from "../support/checkout";
import { expect, expectNoHorizontalOverflow, test, waitForHydration } from "../support/fixtures";
import { addMembersThroughInvitations } from "../support/organization";
import { screenshot } from "../support/screenshots";
import { totp } from "../support/totp";

// Issue 24 in the browser: an Admin (with an authenticator app of her own) requires two-factor sign-in for the
// organization and sees who has it; a member without it, signing in, is led to set it up (the code computed here from
// the key the page shows, per RFC 6238) before the dashboard. axe on each new state; screenshots at 1280 and 375 px.

test("an Admin requires two-factor sign-in; a member is led through set-up to the dashboard", async ({
  request,
  baseURL,
  browser,
}, testInfo) => {
  // Two people, an invitation, two set-ups and seven axe runs: more than the default minute on a shared machine.
  test.setTimeout(120_000);
  const admin = await createSignedInAccount(request, String(baseURL), {
    label: `require-2fa-${testInfo.project.name}`,
    firstName: "Constance",
    lastName: "Motley",
  });
  const memberEmail = `e2e-require-2fa-member-${testInfo.project.name}-${Date.now()}@example.com`;
  await addMembersThroughInvitations(request, admin, [
    {
      firstName: "Pauli",
      lastName: "Murray",
      email: memberEmail,
      position: "Associate",
      role: "Employee",
      products: [1],
    },
  ]);
  // The Admin sets up her own authenticator app first (Account Options, through its API).
  const headers = { authorization: `Bearer ${payerOf(admin).access}` };
  const setup = await request.post("/api/account/two-factor/totp/setup/", { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const confirmed = await request.post("/api/account/two-factor/totp/confirm/", {
    headers,
    data: { code: totp((await setup.json()).secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  const { page: adminPage } = await openPageAs(browser, testInfo, String(baseURL), admin);
  await adminPage.goto("/dashboard/organization/");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Manage Organization" })).toBeVisible();
  const requirement = adminPage.getByRole("checkbox", { name: "Require two-factor sign-in for every member" });
  await requirement.click();
  await expectToastAtRest(adminPage.locator(".Toastify__toast").filter({ hasText: "Members must now set up" }));
  await expect(requirement).toBeChecked();
  const members = adminPage.getByRole("region", { name: "Members table" });
  const memberRow = members.getByRole("row").filter({ hasText: memberEmail });
  const memberCard = members.getByRole("listitem").filter({ hasText: memberEmail });
  await expect(memberRow.or(memberCard).getByText("No two-factor")).toBeVisible();
  const adminEntry = members.getByRole("row").or(members.getByRole("listitem")).filter({ hasText: admin.email });
  await expect(adminEntry.getByText("Two-factor on")).toBeVisible();
  await expectNoA11yViolations(adminPage);
  await expectNoHorizontalOverflow(adminPage);
  await screenshot(adminPage, testInfo, "two-factor-required-admin");

  // The member signs in on the login page: the password is enough to sign in, but set-up comes first.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(memberEmail);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "LogIn", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Set up two-factor sign-in" })).toBeVisible();
  await expect(page.getByText(/Your organization requires two-factor sign-in/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "two-factor-required-member");

  const section = page.getByRole("region", { name: "Two-step verification" });
  await section.getByRole("button", { name: "Set up an authenticator app" }).click();
  const key = ((await section.getByTestId("totp-key").textContent()) ?? "").replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoA11yViolations(page);
  await section.getByLabel("Code from the app").fill(totp(key));
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  await expectToastAtRest(page.locator(".Toastify__toast").filter({ hasText: "Your authenticator app is set up." }));
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "two-factor-required-codes");
  await section.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await page.getByRole("button", { name: "Continue to the dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Select Practice Area" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/?$/);

  // The Admin now sees the member's two-factor, and may reset it for a member who lost their app.
  await adminPage.reload();
  await expect(memberRow.or(memberCard).getByText("Two-factor on")).toBeVisible();
  await adminPage.getByRole("button", { name: "Reset two-factor sign-in for Pauli Murray" }).click();
  const dialog = adminPage.getByRole("alertdialog", { name: "Reset two-factor sign-in for Pauli Murray?" });
  await expect(dialog).toBeVisible();
  // The table becomes cards (or the cards a table) while the question is open: the question stays.
  const viewport = adminPage.viewportSize() ?? { width: 1280, height: 800 };
  const isWide = viewport.width >= 768;
  await adminPage.setViewportSize({ ...viewport, width: isWide ? 600 : 1280 });
  await expect(adminPage.locator("main table")).toHaveCount(isWide ? 0 : 1);
  await expect(dialog).toBeVisible();
  await adminPage.setViewportSize(viewport);
  await expectNoA11yViolations(adminPage);
  await screenshot(adminPage, testInfo, "two-factor-reset-dialog");
  await dialog.getByRole("button", { name: "Reset two-factor" }).click();
  await expect(adminPage.getByText("The member's two-factor sign-in has been reset.")).toBeVisible();
  await expect(memberRow.or(memberCard).getByText("No two-factor")).toBeVisible();
  await context.close();
});
