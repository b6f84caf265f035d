import { BlogPostCardList } from "./blog-post-card";
import { blogPosts } from "./blog-posts";

/** The newest posts as cards; the caller supplies the section heading. */
export function LatestPosts({ count }: { count: number }) {
  return <BlogPostCardList posts={blogPosts.slice(0, count)} />;
}
