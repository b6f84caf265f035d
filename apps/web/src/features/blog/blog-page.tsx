import { DisabledLink } from "../../components/disabled-link";
import { useDocumentTitle } from "../../lib/use-document-title";
import { BlogPostCardList, READ_MORE } from "./blog-post-card";
import { type BlogPost, blogPosts } from "./blog-posts";

const FEATURED_UNAVAILABLE = "Not available yet";

export function BlogPage() {
  useDocumentTitle("Blog");
  const [featured] = blogPosts;
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="container-page py-12 md:py-16">
          <p className="eyebrow">Insights</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold md:text-5xl">Blog</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">
            Practical writing on AI in legal practice, client data security and access to justice, for attorneys, firms,
            startups and people representing themselves.
          </p>
        </div>
      </header>
      {featured && <FeaturedPost post={featured} />}
      <section aria-labelledby="all-posts-heading" className="container-page pt-4 pb-16 md:pb-24">
        <h2 id="all-posts-heading" className="mb-8 font-serif text-3xl font-semibold">
          All posts
        </h2>
        <BlogPostCardList posts={blogPosts} />
      </section>
    </>
  );
}

function FeaturedPost({ post }: { post: BlogPost }) {
  return (
    <section aria-labelledby="featured-post-heading" className="container-page py-12 md:py-16">
      <h2 id="featured-post-heading" className="eyebrow mb-4">
        Featured post
      </h2>
      <article className="card grid overflow-hidden lg:grid-cols-2">
        <img
          src={post.image}
          width={640}
          height={400}
          alt={post.imageAlt}
          fetchPriority="high"
          className="aspect-[8/5] h-full w-full bg-surface object-cover"
        />
        <div className="flex flex-col justify-center gap-4 p-6 md:p-10">
          <p className="text-sm font-medium text-muted">
            <time dateTime={post.dateTime}>{post.date}</time>
          </p>
          <h3 className="font-serif text-2xl leading-tight font-semibold md:text-3xl">{post.title}</h3>
          <p className="text-lg text-muted">{post.description}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <DisabledLink reason={FEATURED_UNAVAILABLE} className="btn-primary">
              {READ_MORE}
            </DisabledLink>
            <span aria-hidden="true" className="text-sm text-muted">
              {FEATURED_UNAVAILABLE}
            </span>
          </div>
        </div>
      </article>
    </section>
  );
}
