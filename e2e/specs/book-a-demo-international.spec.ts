import { demoRequestMessages } from "@paralex/shared/demo-request";
import { postalCodeRule } from "@paralex/shared/postal-codes";
import type { BrowserContext, Page, Request } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { expect, readPublicConfig, test, visit } from "../support/fixtures";

const DEMO_REQUESTS_PATH = "/api/demo-requests";
const UK = postalCodeRule("GB");
const LONDON = { zipCode: "SW1A 1AA", phoneNumber: "+442079460958" };

function demoForm(page: Page) {
  const main = page.getByRole("main");
  return {
    firstName: main.getByLabel("First Name"),
    lastName: main.getByLabel("Last Name"),
    businessEmail: main.getByLabel("Business Email"),
    organization: main.getByLabel("Organization"),
    country: main.getByLabel("Country"),
    postcode: main.getByLabel(UK.label, { exact: true }),
    phoneNumber: main.getByLabel("Phone Number"),
    role: main.getByLabel("Role"),
    submit: main.getByRole("button", { name: "Book A Demo", exact: true }),
  };
}

/** There is no internet here: answer for the scheduling site so the new tab loads something. */
async function answerForSchedulingSite(page: Page, context: BrowserContext) {
  const { schedulingUrl } = await readPublicConfig(page);
  await context.route(`${new URL(schedulingUrl ?? "").origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Scheduling</title>" }),
  );
}

async function fillAllButPlace(form: ReturnType<typeof demoForm>, email: string) {
  await form.firstName.fill("Ada");
  await form.lastName.fill("Lovelace");
  await form.businessEmail.fill(email);
  await form.organization.selectOption({ label: "Civil" });
  await form.role.selectOption({ label: "Member" });
}

test.beforeEach(async ({ page }) => {
  await visit(page, "/book-a-demo");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the country starts as the United States and can be chosen with the keyboard alone", async ({ page }) => {
  const form = demoForm(page);
  await expect(form.country).toHaveValue("US");
  await expect(page.getByRole("main").getByLabel("Zip Code")).toBeVisible();
  await expectNoA11yViolations(page, { include: "main" });

  await form.organization.focus();
  await page.keyboard.press("Tab");
  await expect(form.country).toBeFocused();
  await page.keyboard.press("ArrowUp");

  await expect(form.country).toHaveValue("GB");
  await expect(form.country.locator("option:checked")).toHaveText("United Kingdom");
  await expect(form.postcode).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(form.postcode).toBeFocused();
  await page.keyboard.type("SW1A 1AA");
  await expect(form.postcode).toHaveValue("SW1A 1AA");
});

test("a prospect in London books with a UK postcode and phone number", async ({ page, context }, testInfo) => {
  await answerForSchedulingSite(page, context);
  const form = demoForm(page);
  await fillAllButPlace(form, `ada-uk-${testInfo.project.name}-${Date.now()}@example-firm.co.uk`);
  await form.country.selectOption({ label: "United Kingdom" });
  await form.postcode.fill("sw1a 1aa");
  // One project writes the number as a Londoner would, the other as a caller from abroad would.
  await form.phoneNumber.fill(testInfo.project.name === "mobile" ? "+44 20 7946 0958" : "020 7946 0958");

  const [newTab, response] = await Promise.all([
    context.waitForEvent("page"),
    page.waitForResponse(
      (candidate) =>
        new URL(candidate.url()).pathname === DEMO_REQUESTS_PATH && candidate.request().method() === "POST",
    ),
    form.submit.click(),
  ]);
  await newTab.close();

  expect(response.status(), await response.text()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ country: "GB", ...LONDON });
  await expect(page.getByText(demoRequestMessages.sent)).toBeVisible();
  await expect(form.country).toHaveValue("US");
  await expectNoA11yViolations(page, { include: "main" });
});

test("a postcode that does not fit the chosen country is explained and nothing is sent", async ({ page }) => {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === DEMO_REQUESTS_PATH) requests.push(request);
  });
  const form = demoForm(page);
  await fillAllButPlace(form, "ada@example-firm.co.uk");
  await form.country.selectOption("GB");
  await form.postcode.fill("94107");
  await form.phoneNumber.fill("020 7946 0958");

  await form.submit.click();

  await expect(page.getByText(UK.message)).toBeVisible();
  await expect(form.postcode).toHaveAttribute("aria-invalid", "true");
  await expect(form.postcode).toHaveAccessibleDescription(UK.message);
  await expect(form.postcode).toBeFocused();
  await expectNoA11yViolations(page, { include: "main" });

  await form.postcode.fill(LONDON.zipCode);
  await expect(page.getByText(UK.message)).toBeHidden();
  await page.waitForLoadState("networkidle");
  expect(requests).toHaveLength(0);
});
