import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { BlogPost } from "./blog-posts";

export const READ_MORE = "Read More";

export function BlogPostCard({ post }: { post: BlogPost }) {
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <img
        src={post.image}
        width={640}
        height={400}
        alt={post.imageAlt}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm font-medium text-muted">
          <time dateTime={post.dateTime}>{post.date}</time>
        </p>
        <h3 className="text-xl leading-snug font-semibold">{post.title}</h3>
        <p className="flex-1 text-muted">{post.description}</p>
        <Link
          to={post.link}
          className="group inline-flex min-h-11 items-center gap-2 self-start rounded-md font-semibold text-primary hover:text-primary-dark hover:underline underline-offset-4"
        >
          {READ_MORE}
          <span className="sr-only"> about {post.title}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform duration-300 group-hover:translate-x-1"
          />
        </Link>
      </div>
    </article>
  );
}

export function BlogPostCardList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {posts.map((post) => (
        <li key={post.id}>
          <BlogPostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
