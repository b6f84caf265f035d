import { courtListenerDocketText as text } from "@paralex/shared/courtlistener-dockets";
import { courtListenerNotice, courtListenerNoticeText } from "@paralex/shared/courtlistener-follow-notice";
import { Rss, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { toast } from "react-toastify/unstyled";
import { errorMessage } from "../../lib/api/error-message";
import {
  useCourtListenerFollowQuery,
  useFollowOnCourtListenerMutation,
  useUnfollowOnCourtListenerMutation,
} from "./courtlistener-docket-api";

/**
 * "Follow on CourtListener" for an active case: its docket alerts then join the court notices on this docket. A follow
 * whose alert CourtListener warned of or disabled (its old docket alerts report) says so, with "Follow again" to
 * re-enable it. Not shown when the server has no CourtListener token.
 */
export function CourtListenerFollow({ caseId }: { caseId: string }) {
  const titleId = useId();
  const follow = useCourtListenerFollowQuery(caseId);
  const [subscribe, subscribing] = useFollowOnCourtListenerMutation();
  const [reenable, reenabling] = useFollowOnCourtListenerMutation();
  const [unsubscribe, unsubscribing] = useUnfollowOnCourtListenerMutation();
  if (!follow.data?.isAvailable) return null;
  const { isFollowing } = follow.data;
  const notice = courtListenerNotice(follow.data);
  const isBusy = subscribing.isLoading || reenabling.isLoading || unsubscribing.isLoading;
  const failure = subscribing.error ?? reenabling.error ?? unsubscribing.error;
  const only = (kept: { reset: () => void }) => {
    for (const state of [subscribing, reenabling, unsubscribing]) if (state !== kept) state.reset();
  };
  const onFollowAgain = async () => {
    only(reenabling);
    const result = await reenable(caseId);
    if (!result.error) toast.success(courtListenerNoticeText.followedAgain);
  };
  const onToggle = () => {
    only(isFollowing ? unsubscribing : subscribing);
    void (isFollowing ? unsubscribe(caseId) : subscribe(caseId));
  };
  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="flex items-center gap-2 font-serif text-xl font-semibold">
        <Rss className="size-5 shrink-0 text-primary" aria-hidden="true" />
        CourtListener
      </h2>
      {notice ? (
        <div role="note" className="mt-3 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="min-w-0">{notice.sentence}</p>
        </div>
      ) : (
        <p className="mt-2 text-body">{isFollowing ? text.following : text.hint}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {notice ? (
          <button
            type="button"
            className="btn-primary"
            disabled={isBusy}
            aria-busy={reenabling.isLoading}
            onClick={() => void onFollowAgain()}
          >
            {courtListenerNoticeText.followAgain}
          </button>
        ) : null}
        <button
          type="button"
          className="btn-secondary"
          disabled={isBusy}
          aria-busy={subscribing.isLoading || unsubscribing.isLoading}
          onClick={onToggle}
        >
          {isFollowing ? text.unfollow : text.follow}
        </button>
      </div>
      {failure ? (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(failure)}
        </p>
      ) : null}
    </section>
  );
}
