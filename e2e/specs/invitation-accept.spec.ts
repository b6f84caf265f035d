import { createSignedInAccount, E2E_PASSWORD } from "../support/accounts";
import { expect } from "../support/fixtures";
import { inviteThroughApi, testWithSeededOrganization } from "../support/organization";

// Someone who already has an account opens the invitation link signed out: the page offers to log in as the
// invited address, then to accept, and the invitee lands in the organization's table.

const test = testWithSeededOrganization({ prefix: "accept", admin: { firstName: "Sonia", lastName: "Sotomayor" } });

test("an invitee with an account logs in on the invitation page, accepts and joins", async ({
  browser,
  organization,
  request,
  baseURL,
}) => {
  const invitee = await createSignedInAccount(request, String(baseURL), {
    label: `accept-invitee-${organization.label}`,
    firstName: "Constance",
    lastName: "Motley",
  });
  const invitationPath = await inviteThroughApi(request, organization.admin, {
    firstName: "Constance",
    lastName: "Motley",
    email: invitee.email,
    position: "Partner",
    role: "Manager",
    products: [1],
  });

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(invitationPath);
  await expect(page.getByRole("heading", { level: 1, name: /^Join / })).toBeVisible();
  const login = page.getByRole("form", { name: "Log in to accept" });
  await expect(login.getByLabel("Email")).toHaveValue(invitee.email);
  await login.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();

  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expect(page).toHaveURL(/\/dashboard\/organization\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Organization" })).toBeVisible();
  await page.getByPlaceholder("Search member...").fill("Motley");
  await expect(page.getByRole("main").getByText("Constance Motley").first()).toBeVisible();
  await context.close();
});
