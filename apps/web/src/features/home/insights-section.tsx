import { paths } from "@paralex/shared/routes";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { LatestPosts } from "../blog";
import { HomeSection } from "./home-section";

export const HOME_POST_COUNT = 3;

export function InsightsSection() {
  return (
    <HomeSection id="insights" eyebrow="Insights" title="Notes on AI, law and access to justice" tone="surface">
      <LatestPosts count={HOME_POST_COUNT} />
      <div className="mt-10 text-center">
        <Link to={paths.blog} className="btn-secondary">
          See all posts
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </HomeSection>
  );
}
