import { courtListenerDocketText as text } from "@paralex/shared/courtlistener-dockets";
import { Rss } from "lucide-react";
import { useId } from "react";
import { errorMessage } from "../../lib/api/error-message";
import {
  useCourtListenerFollowQuery,
  useFollowOnCourtListenerMutation,
  useUnfollowOnCourtListenerMutation,
} from "./courtlistener-docket-api";

/**
 * "Follow on CourtListener" for an active case: its docket alerts then join the court notices on this docket. Not
 * shown when the server has no CourtListener token.
 */
export function CourtListenerFollow({ caseId }: { caseId: string }) {
  const titleId = useId();
  const follow = useCourtListenerFollowQuery(caseId);
  const [subscribe, subscribing] = useFollowOnCourtListenerMutation();
  const [unsubscribe, unsubscribing] = useUnfollowOnCourtListenerMutation();
  if (!follow.data?.isAvailable) return null;
  const isBusy = subscribing.isLoading || unsubscribing.isLoading;
  const failure = subscribing.error ?? unsubscribing.error;
  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="flex items-center gap-2 font-serif text-xl font-semibold">
        <Rss className="size-5 shrink-0 text-primary" aria-hidden="true" />
        CourtListener
      </h2>
      <p className="mt-2 text-body">{follow.data.isFollowing ? text.following : text.hint}</p>
      <button
        type="button"
        className="btn-secondary mt-4"
        disabled={isBusy}
        aria-busy={isBusy}
        onClick={() => void (follow.data?.isFollowing ? unsubscribe(caseId) : subscribe(caseId))}
      >
        {follow.data.isFollowing ? text.unfollow : text.follow}
      </button>
      {failure ? (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(failure)}
        </p>
      ) : null}
    </section>
  );
}
