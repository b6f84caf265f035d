import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import {
  expect,
  expectNoHorizontalOverflow,
  readPublicConfig,
  test,
  visit,
  waitForHydration,
} from "../support/fixtures";

const LEGAL_PAGES = [
  { path: "/terms", title: "Terms of Service", footerLink: "Terms of Service", signupLink: "Terms & Conditions" },
  { path: "/privacy", title: "Privacy Policy", footerLink: "Privacy Policy", signupLink: "Privacy Policy" },
];
const PLAY_BUTTON = "Play the introduction video";
const CONFIGURED_VIDEO = "https://www.youtube-nocookie.com/embed/aBcDeFgHi_1";

async function expectLegalPage(page: Page, path: string, title: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page).toHaveTitle(`${title} | Paralex`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("[data-draft-notice]")).toContainText(/draft.*replaced by counsel/i);
  await expect(page.getByText("Effective date:")).toContainText(
    /Effective date: \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/,
  );
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
  for (const landmark of ["banner", "main", "contentinfo"] as const) {
    await expect(page.getByRole(landmark), landmark).toHaveCount(1);
  }
  await expect(page.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
}

test.describe("terms and privacy", () => {
  for (const { path, title, footerLink } of LEGAL_PAGES) {
    test(`${title} is reached from the footer, marked as a draft with its effective date`, async ({ page }) => {
      await visit(page, "/");
      await page.getByRole("contentinfo").getByRole("link", { name: footerLink, exact: true }).click();
      await expectLegalPage(page, path, title);
    });

    test(`${path} is prerendered with its text before any script runs`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title} | Paralex</title>`);
      expect(html).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
      expect(html).toContain("data-draft-notice");
    });
  }

  for (const { path, title, signupLink } of LEGAL_PAGES) {
    test(`the sign-up agreement opens ${title} in a new tab, keeping the form`, async ({ page, context }) => {
      await visit(page, "/signup");
      await page.getByLabel("First Name").fill("Ada");
      const link = page.getByRole("main").getByRole("link", { name: new RegExp(`^${signupLink.replace("&", "\\&")}`) });
      await expect(link).toHaveAttribute("target", "_blank");

      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await tab.waitForLoadState();
      await waitForHydration(tab);
      await expectLegalPage(tab, path, title);
      await expect(page.getByLabel("First Name")).toHaveValue("Ada");
    });
  }
});

test.describe("home page placeholders", () => {
  test("without INTRO_VIDEO_URL the hero shows our illustration and no video control", async ({ page }) => {
    await visit(page, "/");
    expect((await readPublicConfig(page)).introVideoUrl).toBeNull();

    const illustration = page.locator("[data-hero-illustration]");
    await expect(illustration).toBeVisible();
    await expect(illustration).toHaveAttribute("alt", /citations/);
    await expect(page.getByRole("button", { name: PLAY_BUTTON })).toHaveCount(0);
    await expect(page.locator("iframe, video")).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test("the partner logo and the team cards link nowhere that is a placeholder", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("img", { name: "Justice Tech Collective" })).toBeVisible();
    await expect(page.locator("[data-partner-link]")).toHaveCount(0);
    await expect(page.locator("#team").getByRole("link", { name: /View profile/ })).toHaveCount(0);
    await expect(page.locator("#team").getByRole("link", { name: /^Email / })).toHaveCount(2);
    const placeholderLinks = page.locator('a[href="#"], a[href=""], a[href*="example."]');
    await expect(placeholderLinks).toHaveCount(0);
  });

  test("with a configured video, the play button appears once live and loads only that player", async ({ page }) => {
    // The server's part (INTRO_VIDEO_URL validated, put into the page and allowed in frame-src) is covered by its
    // tests; here the page is served as that server would serve it.
    await page.route("/", async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      headers["content-security-policy"] = (headers["content-security-policy"] ?? "").replace(
        "frame-src 'none'",
        "frame-src https://www.youtube-nocookie.com",
      );
      const body = (await response.text()).replace('"introVideoUrl":null', `"introVideoUrl":"${CONFIGURED_VIDEO}"`);
      await route.fulfill({ response, headers, body });
    });
    await visit(page, "/");

    const frame = page.locator("iframe");
    await expect(page.getByRole("button", { name: PLAY_BUTTON })).toBeVisible();
    await expect(frame).toHaveCount(0);

    await page.getByRole("button", { name: PLAY_BUTTON }).click();
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", CONFIGURED_VIDEO);
    await expect(frame).toHaveAttribute("title", /\S/);
    await expect(frame).toHaveAttribute("width", "100%");
    await expect(frame).toHaveAttribute("height", "100%");
    await expect(page.getByRole("button", { name: PLAY_BUTTON })).toHaveCount(0);
  });
});
