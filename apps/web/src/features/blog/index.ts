// What other features may use of the blog.
export { LatestPosts } from "./latest-posts";
