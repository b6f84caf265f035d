import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BLOG_POST_COUNT } from "@paralex/shared/routes";
import { describe, expect, it } from "vitest";
import { ARTICLE_HEADINGS, blogPosts, findBlogPost, findSimilarPosts, toSectionId } from "./blog-posts";

describe("blogPosts", () => {
  it("holds BLOG_POST_COUNT posts linking to /blog-post/1 to /blog-post/6", () => {
    expect(blogPosts).toHaveLength(BLOG_POST_COUNT);
    expect(blogPosts.map((post) => post.link)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/blog-post/${n}`));
  });

  it("dates the AI article March 13, 2025 and the placeholders July 17, 2023", () => {
    expect(blogPosts.map((post) => post.date)).toEqual([
      "March 13, 2025",
      ...Array<string>(BLOG_POST_COUNT - 1).fill("July 17, 2023"),
    ]);
  });

  it("gives each post a distinct slug, title and an illustration that exists", () => {
    expect(new Set(blogPosts.map((post) => post.id)).size).toBe(BLOG_POST_COUNT);
    expect(new Set(blogPosts.map((post) => post.title)).size).toBe(BLOG_POST_COUNT);
    for (const post of blogPosts) {
      expect(existsSync(fileURLToPath(new URL(`../../../public${post.image}`, import.meta.url))), post.image).toBe(
        true,
      );
      for (const heading of ARTICLE_HEADINGS) expect(post.sections[heading].length, heading).toBeGreaterThan(0);
    }
  });
});

describe("article headings", () => {
  it("are the nine spec headings with kebab-case ids", () => {
    expect(ARTICLE_HEADINGS).toHaveLength(9);
    expect(toSectionId("The role of AI in Legal Industry")).toBe("the-role-of-ai-in-legal-industry");
    expect(ARTICLE_HEADINGS.map(toSectionId)).toEqual([
      "introduction",
      "the-role-of-ai-in-legal-industry",
      "the-imperative-of-data-security",
      "advanced-encryption-protocols",
      "granular-access-controls",
      "regulatory-compliance-assurance",
      "continuous-security-enhancements",
      "the-benefits-for-your-firm",
      "conclusion",
    ]);
  });
});

describe("findBlogPost", () => {
  it("finds posts 1 to 6 and nothing else", () => {
    expect(findBlogPost("1")?.date).toBe("March 13, 2025");
    expect(findBlogPost("6")).toBe(blogPosts[5]);
    for (const postId of ["0", "7", "abc", "01", "", undefined]) expect(findBlogPost(postId), postId).toBeUndefined();
  });
});

describe("findSimilarPosts", () => {
  it("returns three other posts, never the current one", () => {
    for (const post of blogPosts) {
      const similar = findSimilarPosts(post, 3);
      expect(similar).toHaveLength(3);
      expect(similar).not.toContain(post);
      expect(new Set(similar).size).toBe(3);
    }
  });
});
