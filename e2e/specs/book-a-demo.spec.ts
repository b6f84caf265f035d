import { demoRequestMessages } from "@paralex/shared/demo-request";
import type { Page, Request } from "@playwright/test";
import { expect, readPublicConfig, test, visit } from "../support/fixtures";

const DEMO_REQUESTS_PATH = "/api/demo-requests";

function demoForm(page: Page) {
  const main = page.getByRole("main");
  return {
    firstName: main.getByLabel("First Name"),
    lastName: main.getByLabel("Last Name"),
    businessEmail: main.getByLabel("Business Email"),
    organization: main.getByLabel("Organization"),
    zipCode: main.getByLabel("Zip Code"),
    phoneNumber: main.getByLabel("Phone Number"),
    role: main.getByLabel("Role"),
    submit: main.getByRole("button", { name: "Book A Demo", exact: true }),
  };
}

async function selectedText(select: ReturnType<typeof demoForm>["role"]): Promise<string> {
  return select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? "");
}

test.beforeEach(async ({ page }) => {
  await visit(page, "/book-a-demo");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the form offers the spec's choices and input types", async ({ page }) => {
  const form = demoForm(page);
  await expect(form.businessEmail).toHaveAttribute("type", "email");
  await expect(form.organization.locator("option")).toHaveText(["Please Select", "Civil", "Federal"]);
  await expect(form.role.locator("option")).toHaveText(["Please Select", "Admin", "Member"]);
  expect(await selectedText(form.organization)).toBe("Please Select");
  expect(await selectedText(form.role)).toBe("Please Select");
});

test("a filled form records the request, opens the scheduling page and resets", async ({ page, context }, testInfo) => {
  const { schedulingUrl } = await readPublicConfig(page);
  expect(schedulingUrl, "scheduling address in the page config").toMatch(/^https?:\/\//);
  // There is no internet here: answer for the scheduling site so the new tab loads something.
  const schedulingOrigin = new URL(schedulingUrl ?? "").origin;
  await context.route(`${schedulingOrigin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Scheduling</title><h1>Pick a time</h1>",
    }),
  );

  const form = demoForm(page);
  const entry = {
    firstName: "Ada",
    lastName: "Lovelace",
    businessEmail: `ada-${testInfo.project.name}-${Date.now()}@example-firm.com`,
    organization: "Federal",
    zipCode: "94105",
    phoneNumber: "4155550123",
    role: "Admin",
  };
  await form.firstName.fill(entry.firstName);
  await form.lastName.fill(entry.lastName);
  await form.businessEmail.fill(entry.businessEmail);
  await form.organization.selectOption({ label: entry.organization });
  await form.zipCode.fill(entry.zipCode);
  await form.phoneNumber.fill(entry.phoneNumber);
  await form.role.selectOption({ label: entry.role });

  const [newTab, response] = await Promise.all([
    context.waitForEvent("page"),
    page.waitForResponse(
      (candidate) =>
        new URL(candidate.url()).pathname === DEMO_REQUESTS_PATH && candidate.request().method() === "POST",
    ),
    form.submit.click(),
  ]);

  expect(response.status(), await response.text()).toBe(201);
  // The form sends what the shared schema made of the entry: the country and the phone number in E.164.
  expect(response.request().postDataJSON()).toEqual({ ...entry, country: "US", phoneNumber: "+14155550123" });

  await expect.poll(() => newTab.url()).toContain(schedulingOrigin);
  expect(newTab.url().startsWith(schedulingUrl ?? "")).toBe(true);
  await newTab.close();

  await expect(page.getByText(demoRequestMessages.sent)).toBeVisible();
  for (const field of [form.firstName, form.lastName, form.businessEmail, form.zipCode, form.phoneNumber]) {
    await expect(field).toHaveValue("");
  }
  await expect.poll(() => selectedText(form.organization)).toBe("Please Select");
  await expect.poll(() => selectedText(form.role)).toBe("Please Select");
});

test("an empty form shows field errors and sends nothing", async ({ page, context }) => {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === DEMO_REQUESTS_PATH) requests.push(request);
  });
  let openedTabs = 0;
  context.on("page", () => {
    openedTabs += 1;
  });

  const form = demoForm(page);
  await form.submit.click();

  await expect(page.getByText(demoRequestMessages.required).first()).toBeVisible();
  await expect(form.firstName).toHaveAttribute("aria-invalid", "true");
  await expect(form.firstName).toBeFocused();
  await expect(page.getByText(demoRequestMessages.organization)).toBeVisible();
  await expect(page.getByText(demoRequestMessages.role)).toBeVisible();

  await page.waitForLoadState("networkidle");
  expect(requests).toHaveLength(0);
  expect(openedTabs).toBe(0);
});
