import { inboxText } from "@paralex/shared/inbox";
import { paths } from "@paralex/shared/routes";
import { ArrowRight, Check, Copy, Mail } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useInboxOverviewQuery } from "./inbox-api";

function CopyButton({ text }: { text: string }) {
  const [isCopied, setIsCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-secondary inline-flex shrink-0 items-center gap-2"
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(() => setIsCopied(true));
        }}
      >
        {isCopied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
        {isCopied ? inboxText.copied : inboxText.copy}
      </button>
      <span className="sr-only" aria-live="polite">
        {isCopied ? inboxText.copied : ""}
      </span>
    </>
  );
}

/** The organization's agent address with a copy button and two lines on how to use it. */
export function AgentAddress({ address, withLink = false }: { address: string; withLink?: boolean }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card mb-6 p-5 sm:mb-8 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 font-serif text-2xl font-semibold">
          <Mail className="size-6 text-primary" aria-hidden="true" />
          Your associate's address
        </h2>
        {withLink ? (
          <Link
            to={paths.dashboardInbox}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            Open the inbox
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <code className="min-w-0 break-all rounded-lg bg-surface px-3 py-2 font-mono text-base text-ink">
          {address}
        </code>
        <CopyButton text={address} />
      </div>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-body">
        {inboxText.howTo.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

export const INBOX_CARD_LINK = "Email a draft to your associate";

/** On a practice-area card: the way to the inbox page, where the agent address is shown. */
export function InboxCardLink({ className }: { className: string }) {
  return (
    <Link to={paths.dashboardInbox} className={className}>
      {INBOX_CARD_LINK}
      <Mail className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** On the dashboard home: the address once known, linking to the inbox; nothing while loading or on failure. */
export function AgentAddressCard() {
  const overview = useInboxOverviewQuery();
  if (!overview.data) return null;
  return <AgentAddress address={overview.data.address} withLink />;
}
