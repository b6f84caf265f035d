import type { Page } from "@playwright/test";
import { expect, test, visit } from "../support/fixtures";

const TABLE_OF_CONTENTS = [
  "Introduction",
  "The role of AI in Legal Industry",
  "The Imperative of Data Security",
  "Advanced Encryption Protocols",
  "Granular Access Controls",
  "Regulatory Compliance Assurance",
  "Continuous Security Enhancements",
  "The Benefits for Your Firm",
  "Conclusion",
];

/** Distinct /blog-post/N addresses linked from the page's main content. */
async function postLinksInMain(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole("main")
    .locator('a[href^="/blog-post/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs)];
}

test.describe("blog list", () => {
  test("lists the six posts; the featured post's Read More is disabled", async ({ page }) => {
    await visit(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Blog \| Paralex$/);

    const links = await postLinksInMain(page);
    expect(links.sort()).toEqual([
      "/blog-post/1",
      "/blog-post/2",
      "/blog-post/3",
      "/blog-post/4",
      "/blog-post/5",
      "/blog-post/6",
    ]);

    const disabledReadMore = page.getByRole("main").getByRole("button", { name: /^Read More/ });
    await expect(disabledReadMore).toHaveCount(1);
    await expect(disabledReadMore).toBeDisabled();

    const readMoreLinks = page.getByRole("main").getByRole("link", { name: /^Read More/ });
    expect(await readMoreLinks.count()).toBeGreaterThanOrEqual(1);
    await readMoreLinks.first().click();
    await expect(page).toHaveURL(/\/blog-post\/[1-6]$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("blog post", () => {
  test("the table of contents has nine links that scroll to their headings", async ({ page }) => {
    await visit(page, "/blog-post/1");
    const toc = page.getByRole("navigation", { name: /contents/i });
    const links = toc.getByRole("link");
    await expect(links).toHaveText(TABLE_OF_CONTENTS);

    for (const [index, title] of TABLE_OF_CONTENTS.entries()) {
      const link = links.nth(index);
      const href = (await link.getAttribute("href")) ?? "";
      expect(href, title).toMatch(/^#.+/);
      await link.click();
      const heading = page.getByRole("main").getByRole("heading", { name: title, exact: true });
      await expect(heading, title).toBeInViewport();
      const target = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
      await expect(target, `${title} target`).toHaveCount(1);
      await expect(target).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    }
  });

  for (const postNumber of [1, 4, 6]) {
    test(`post ${postNumber} suggests three similar posts, not itself`, async ({ page }) => {
      const current = `/blog-post/${postNumber}`;
      await visit(page, current);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const links = await postLinksInMain(page);
      expect(links).toHaveLength(3);
      expect(links).not.toContain(current);

      const first = links[0] ?? "";
      await page.getByRole("main").locator(`a[href="${first}"]`).first().click();
      await expect(page).toHaveURL((url) => url.pathname === first);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("post 1 is the AI-in-law article of March 13, 2025", async ({ page }) => {
    await visit(page, "/blog-post/1");
    await expect(page.getByRole("main")).toContainText("March 13, 2025");
    await expect(page.getByRole("main")).toContainText(/\bAI\b/);
  });
});
