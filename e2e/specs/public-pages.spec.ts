import { BLOG_POST_COUNT, paths, prerenderedPages } from "@paralex/shared/routes";
import { expectNoA11yViolations } from "../support/a11y";
import { expect, expectNoHorizontalOverflow, test, visit } from "../support/fixtures";

const NOT_FOUND_HEADING = "We couldn't find that page.";

test.describe("public pages", () => {
  for (const route of prerenderedPages) {
    test(`${route} loads, is titled, fits the screen and passes axe`, async ({ page }) => {
      const response = await visit(page, route);
      expect(response?.status(), "HTTP status").toBe(200);

      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      await expect(h1).not.toHaveText(NOT_FOUND_HEADING);

      if (route === "/") await expect(page).toHaveTitle("Home | Paralex");
      else await expect(page).toHaveTitle(/^\S.* \| Paralex$/);
      expect(await page.title()).not.toBe("Page not found | Paralex");

      await expectNoHorizontalOverflow(page);
      await expectNoA11yViolations(page);
    });
  }

  for (const route of ["/no-such-page", paths.blogPost(BLOG_POST_COUNT + 1)]) {
    test(`${route} answers 404 with the not-found page`, async ({ page, consoleGuard }) => {
      // Chromium logs the 404 status of the document itself.
      consoleGuard.allow(/status of 404/);
      const response = await visit(page, route);
      expect(response?.status(), "HTTP status").toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
      await expect(page).toHaveTitle(/\| Paralex$/);
      await expectNoHorizontalOverflow(page);
      await expectNoA11yViolations(page);
    });
  }
});
