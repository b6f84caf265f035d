import { paths } from "@paralex/shared/routes";
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { E2E_PASSWORD } from "../support/accounts";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { testWithSeededOrganization } from "../support/organization";

// A new Admin's first visit to the dashboard: the brand's fonts from the first paint, the next steps to take, a
// not-found page inside the dashboard for an address that leads nowhere.

const test = testWithSeededOrganization({ prefix: "home", admin: { firstName: "Constance", lastName: "Motley" } });

/** The fonts Chromium actually drew a node's text with (not merely the fonts CSS asked for). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test("a new Admin's first visit paints in the brand's fonts and says what to do next", async ({
  browser,
  organization,
  baseURL,
}, testInfo) => {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  for (const width of testInfo.project.name === "mobile" ? [375] : [1280, 1024]) {
    // A context of its own each time: nothing cached, as on a first visit.
    const context = await browser.newContext({
      viewport: { width, height: viewport?.height ?? 800 },
      isMobile: isMobile ?? false,
      hasTouch: hasTouch ?? false,
      deviceScaleFactor: deviceScaleFactor ?? 1,
      baseURL,
      storageState: organization.admin.storageState,
    });
    const page = await context.newPage();
    const response = await page.goto(paths.dashboard);
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(/<link rel="preload" href="\/assets\/inter-latin-wght-normal-[^"]+\.woff2" as="font"/);
    expect(html).toMatch(/<link rel="preload" href="\/assets\/source-serif-4-latin-wght-normal-[^"]+\.woff2"/);

    const steps = page.getByRole("region", { name: "Get started" });
    await expect(steps).toBeVisible();
    await expect(steps.getByText("0 of 3 done")).toBeVisible();
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Subscribe to a practice area: To do",
      "Invite your team: To do",
      "Check a draft's citations: To do",
      "Send drafts to your associate by email",
    ]);
    await expect(steps.getByRole("link", { name: "Choose a plan" })).toHaveAttribute(
      "href",
      paths.dashboardSubscriptions,
    );
    await expect(steps.getByRole("link", { name: "Invite members" })).toHaveAttribute(
      "href",
      paths.dashboardOrganization,
    );
    await expect(steps.getByRole("link", { name: "Try the cite check" })).toHaveAttribute(
      "href",
      paths.dashboardCiteCheck,
    );

    expect(await renderedFonts(page, "h1")).toEqual([expect.stringMatching(/^Source Serif 4/)]);
    expect(await renderedFonts(page, "main p")).toEqual([expect.stringMatching(/^Inter/)]);

    await page.screenshot({ path: testInfo.outputPath(`dashboard-first-visit-${width}.png`), fullPage: true });
    await expectNoHorizontalOverflow(page);
    await expectNoA11yViolations(page);
    await context.close();
  }
});

test("an unknown dashboard address shows a not-found page inside the dashboard", async ({ page }, testInfo) => {
  await page.goto("/dashboard/no-such-page/");
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page." })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
  await expect(page.getByText("Coming soon", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", paths.dashboard);
  await expect(page.getByRole("banner")).toContainText("Welcome to");
  await page.screenshot({ path: testInfo.outputPath("dashboard-not-found.png"), fullPage: true });
  await expectNoA11yViolations(page);
});

test("a confirmation link opened again says the account is confirmed and offers to log in", async ({
  page,
  request,
}, testInfo) => {
  const email = `e2e-reconfirm-${testInfo.project.name}-${Date.now()}@example.com`;
  await request.post("/api/auth/registration/", {
    data: { email, password1: E2E_PASSWORD, password2: E2E_PASSWORD, first_name: "Pauli", last_name: "Murray" },
  });
  let link = "";
  await expect
    .poll(async () => {
      const mails = (await (await request.get("/api/dev/mailbox")).json()) as { to: string; text: string }[];
      link = mails.find((mail) => mail.to === email)?.text.match(/\/register\/confirm-account\/[\w-]+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");

  await page.goto(link);
  await expect(page.getByText("Account confirmed. Please log in.")).toBeVisible();
  await page.goto(link);
  await expect(page.getByText("Your account is already confirmed. Please log in.")).toBeVisible();
  await expect(page.getByText("Error confirming account. Please try again.")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", paths.login);
  await expectNoA11yViolations(page);
});
