import type { Page, Request } from "@playwright/test";
import { expect, test, visit } from "../support/fixtures";

const GATEWAY_PATH = "/gateway/prod/mailchimp";

function newsletterForm(page: Page) {
  const form = page.getByRole("form", { name: /newsletter/i });
  return {
    form,
    email: form.getByLabel(/email/i),
    submit: form.getByRole("button", { name: /subscribe/i }),
  };
}

function recordGatewayRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === GATEWAY_PATH) requests.push(request);
  });
  return requests;
}

test.beforeEach(async ({ page }) => {
  await visit(page, "/");
  await expect(newsletterForm(page).form).toBeVisible();
});

test("an invalid address is refused in the browser and nothing is sent", async ({ page }) => {
  const requests = recordGatewayRequests(page);
  const { form, email, submit } = newsletterForm(page);
  for (const address of ["not-an-email", "john doe@example.com", "a@b@example.com", "name@domain", " a@b.com"]) {
    await email.fill(address);
    await submit.click();
    await expect(form.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(email).toHaveValue(address);
  }
  // Give a stray request every chance to show up.
  await page.waitForLoadState("networkidle");
  expect(requests).toHaveLength(0);
});

test("a valid address subscribes and clears the field", async ({ page }, testInfo) => {
  const { form, email, submit } = newsletterForm(page);
  const address = `e2e-${testInfo.project.name}-${Date.now()}@example.com`;
  await email.fill(address);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname === GATEWAY_PATH),
    submit.click(),
  ]);
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = response.request().postDataJSON() as { email?: string; listId?: string };
  expect(body.email).toBe(address);
  expect(body.listId).toEqual(expect.any(String));

  await expect(form.getByText("Subscribed successfully", { exact: true })).toBeVisible();
  await expect(email).toHaveValue("");
  await expect(form.getByText("Invalid email address")).toHaveCount(0);
});

test("a gateway failure shows the error message", async ({ page, consoleGuard }, testInfo) => {
  // The spec logs newsletter failures to the console; Chromium also logs the failed response.
  consoleGuard.allow(() => true);
  await page.route(`**${GATEWAY_PATH}`, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ detail: "Server error" }) }),
  );
  const { form, email, submit } = newsletterForm(page);
  const address = `e2e-fail-${testInfo.project.name}@example.com`;
  await email.fill(address);
  await submit.click();
  await expect(form.getByText("An error occurred while subscribing", { exact: true })).toBeVisible();
  await expect(form.getByText("Subscribed successfully")).toHaveCount(0);
  // The address stays so the visitor can try again.
  await expect(email).toHaveValue(address);
  await expect
    .poll(() => consoleGuard.allowedProblems.length, "the failure is logged to the console")
    .toBeGreaterThan(0);
});
