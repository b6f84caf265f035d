import { paths } from "@paralex/shared/routes";
import { ArrowLeft, Eye, Heart, Share2 } from "lucide-react";
import type { ComponentType } from "react";
import { Link, useParams } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";
import { NotFoundPage } from "../not-found";
import { BlogPostCardList } from "./blog-post-card";
import { ARTICLE_HEADINGS, type BlogPost, findBlogPost, findSimilarPosts, toSectionId } from "./blog-posts";
import { useActiveSection } from "./use-active-section";

const SIMILAR_POST_COUNT = 3;
const WORDS_PER_MINUTE = 200;
const sections = ARTICLE_HEADINGS.map((heading) => ({ heading, id: toSectionId(heading) }));
const sectionIds = sections.map((section) => section.id);

export function BlogPostPage() {
  const { postId } = useParams();
  const post = findBlogPost(postId);
  if (!post) return <NotFoundPage />;
  return <BlogPostArticle key={post.id} post={post} />;
}

function BlogPostArticle({ post }: { post: BlogPost }) {
  useDocumentTitle(post.title);
  return (
    <>
      <article>
        <header className="border-b border-line bg-surface">
          <div className="container-page py-8 md:py-14">
            <Link
              to={paths.blog}
              className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold text-primary hover:text-primary-dark hover:underline underline-offset-4"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              All posts
            </Link>
            <p className="mt-4 text-sm font-medium text-muted">
              <time dateTime={post.dateTime}>{post.date}</time>
              <span aria-hidden="true"> · </span>
              {readingMinutes(post)} min read
            </p>
            <h1 className="mt-3 max-w-4xl font-serif text-3xl leading-tight font-semibold sm:text-4xl md:text-5xl">
              {post.title}
            </h1>
            <p className="mt-4 max-w-3xl text-lg text-muted md:text-xl">{post.titleText}</p>
            <EngagementStats engagement={post.engagement} />
          </div>
        </header>
        <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <TableOfContents />
          <div className="min-w-0 max-w-[68ch]">
            <img
              src={post.image}
              width={640}
              height={400}
              alt={post.imageAlt}
              className="aspect-[8/5] w-full rounded-[12px] bg-surface object-cover shadow-card"
            />
            {sections.map(({ heading, id }) => (
              <section key={id}>
                <h2 id={id} className="mt-12 scroll-mt-24 font-serif text-2xl font-semibold md:text-3xl">
                  {heading}
                </h2>
                {post.sections[heading].map((paragraph) => (
                  <p key={paragraph} className="mt-4 text-lg leading-relaxed">
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
          </div>
        </div>
      </article>
      <section aria-labelledby="similar-posts-heading" className="border-t border-line bg-surface">
        <div className="container-page py-12 md:py-16">
          <h2 id="similar-posts-heading" className="mb-8 font-serif text-3xl font-semibold">
            Similar posts
          </h2>
          <BlogPostCardList posts={findSimilarPosts(post, SIMILAR_POST_COUNT)} />
        </div>
      </section>
    </>
  );
}

function TableOfContents() {
  const activeId = useActiveSection(sectionIds);
  return (
    <nav
      aria-label="Table of contents"
      className="self-start rounded-[12px] bg-surface p-5 lg:sticky lg:top-24 lg:bg-transparent lg:p-0"
    >
      <p className="text-sm font-semibold tracking-wider text-ink uppercase">On this page</p>
      <ol className="mt-3 border-l border-line">
        {sections.map(({ heading, id }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              aria-current={activeId === id ? "location" : undefined}
              className="-ml-px flex min-h-11 items-center border-l-2 border-transparent py-1.5 pl-4 text-muted hover:border-primary hover:text-primary aria-[current=location]:border-primary aria-[current=location]:font-semibold aria-[current=location]:text-primary"
            >
              {heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function EngagementStats({ engagement }: { engagement: BlogPost["engagement"] }) {
  const stats: { Icon: ComponentType<{ className?: string; "aria-hidden"?: true }>; count: number; noun: string }[] = [
    { Icon: Heart, count: engagement.likes, noun: "like" },
    { Icon: Eye, count: engagement.views, noun: "view" },
    { Icon: Share2, count: engagement.shares, noun: "share" },
  ];
  return (
    <ul aria-label="Post engagement" className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-muted">
      {stats.map(({ Icon, count, noun }) => {
        const label = `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
        return (
          <li key={noun} className="inline-flex items-center gap-2">
            <Icon aria-hidden={true} className="size-5" />
            <span aria-hidden="true" className="font-medium">
              {count.toLocaleString("en-US")}
            </span>
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}

function readingMinutes(post: BlogPost): number {
  const words = Object.values(post.sections).flat().join(" ").split(/\s+/).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
