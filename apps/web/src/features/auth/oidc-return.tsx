import {
  OIDC_LINK_FRAGMENT,
  OIDC_TICKET_FRAGMENT,
  signInProviderLabels,
  type TLinkRequiredAnswer,
} from "@paralex/shared/linked-sign-in";
import { paths } from "@paralex/shared/routes";
import type { TSecondStepAnswer } from "@paralex/shared/two-factor";
import { CircleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ApiResult } from "../../lib/api-client";
import type { LoginAnswer } from "./auth-api";
import { LinkAccountForm } from "./link-account-form";
import { completeProviderSignIn, confirmLinkByEmail, type ProviderAnswer, providerFailureMessage } from "./oidc-api";
import { useKeepSession } from "./use-sign-in";

type ReturnState =
  | { kind: "idle" }
  | { kind: "working" }
  | { kind: "link"; answer: TLinkRequiredAnswer }
  | { kind: "failed"; message: string };

const isSecondStep = (answer: unknown): answer is TSecondStepAnswer =>
  (answer as TSecondStepAnswer | null)?.second_factor_required === true;
const isLinkRequired = (answer: unknown): answer is TLinkRequiredAnswer =>
  (answer as TLinkRequiredAnswer | null)?.link_required === true;

/** Takes the ticket or the emailed link's token out of the address, so a reload or a shared link cannot reuse it. */
function takeFromFragment(): { ticket: string | null; linkToken: string | null } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const found = { ticket: fragment.get(OIDC_TICKET_FRAGMENT), linkToken: fragment.get(OIDC_LINK_FRAGMENT) };
  if (found.ticket || found.linkToken) {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }
  return found;
}

/**
 * The login page's part of 'Continue with Google' or 'Continue with Apple' (decision 076): back from the provider,
 * it spends the callback's ticket and signs in, hands a second step to the login page, or asks the person to prove
 * an existing account is theirs before the provider is linked.
 */
export function OidcReturn({
  onSecondStep,
  onActiveChange,
}: {
  onSecondStep: (answer: TSecondStepAnswer) => void;
  onActiveChange: (isActive: boolean) => void;
}) {
  const [state, setState] = useState<ReturnState>({ kind: "idle" });
  const keepSession = useKeepSession();
  const navigate = useNavigate();
  const noticeRef = useRef<HTMLDivElement>(null);

  const settle = (result: ApiResult<ProviderAnswer>) => {
    const answer = result.data;
    if (result.ok && isSecondStep(answer)) {
      setState({ kind: "idle" });
      onSecondStep(answer);
      return;
    }
    if (result.ok && isLinkRequired(answer)) {
      setState({ kind: "link", answer });
      return;
    }
    const session = answer as LoginAnswer | null;
    if (result.ok && session?.access && session.refresh) {
      keepSession(session);
      navigate(paths.dashboard);
      return;
    }
    setState({ kind: "failed", message: providerFailureMessage(result) });
  };
  const settleRef = useRef(settle);
  settleRef.current = settle;

  useEffect(() => {
    const { ticket, linkToken } = takeFromFragment();
    if (!ticket && !linkToken) return;
    setState({ kind: "working" });
    void (ticket ? completeProviderSignIn(ticket) : confirmLinkByEmail(linkToken as string)).then((result) =>
      settleRef.current(result),
    );
  }, []);

  const isActive = state.kind === "working" || state.kind === "link";
  useEffect(() => onActiveChange(isActive), [isActive, onActiveChange]);
  useEffect(() => {
    if (state.kind === "failed") noticeRef.current?.focus();
  }, [state.kind]);

  if (state.kind === "working") {
    return (
      <p className="mt-6 text-body" role="status">
        Signing you in...
      </p>
    );
  }
  if (state.kind === "link") {
    return (
      <LinkAccountForm
        answer={state.answer}
        label={signInProviderLabels[state.answer.provider]}
        onAnswer={settle}
        onCancel={() => setState({ kind: "idle" })}
      />
    );
  }
  if (state.kind === "failed") {
    return (
      <div
        ref={noticeRef}
        tabIndex={-1}
        role="alert"
        className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 outline-none"
      >
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{state.message}</p>
      </div>
    );
  }
  return null;
}
