import { invitationMessages, productTitle } from "@paralex/shared/organization";
import type { TInvitationDetails } from "@paralex/shared/organization-views";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, Users } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "react-toastify/unstyled";
import { PageLoader } from "../../components/page-loader";
import { answerOf } from "../../lib/api/error-message";
import { detailOf } from "../../lib/api-client";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch, useAppSelector } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSignIn } from "../auth";
import { InvitationLoginForm, InvitationSignupForm } from "./invitation-forms";
import { useAcceptInvitationMutation, useInvitationQuery } from "./invitations-api";

type PageState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; invitation: TInvitationDetails };

/** The page's state from the invitation's query: an unknown link and any refusal read as not found. */
function pageStateOf(loaded: ReturnType<typeof useInvitationQuery>): PageState {
  if (loaded.data) return { status: "ready", invitation: loaded.data };
  if (!loaded.isError) return { status: "loading" };
  const failed = answerOf(loaded.error);
  return {
    status: "error",
    message:
      failed.status === 404 ? invitationMessages.notFound : (detailOf(failed.data) ?? invitationMessages.notFound),
  };
}

const closedMessage = {
  expired: invitationMessages.expired,
  accepted: invitationMessages.accepted,
  revoked: invitationMessages.revoked,
} as const;

function Notice({ message }: { message: string }) {
  return (
    <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

function InvitationSummary({ invitation }: { invitation: TInvitationDetails }) {
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-lg bg-surface p-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-muted">Invited address</dt>
        <dd className="font-semibold break-all text-ink">{invitation.email}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted">Role</dt>
        <dd className="font-semibold text-ink">
          {invitation.role}
          {invitation.position ? `, ${invitation.position}` : ""}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-sm text-muted">Practice areas</dt>
        <dd className="font-semibold text-ink">{invitation.products.map(productTitle).join(", ")}</dd>
      </div>
    </dl>
  );
}

/**
 * /invitation/{key} — who invited you to which organization; then, signed in as the invited address, 'Accept
 * invitation'. Without a session it offers to create the account (the address is the invitation's) or log in.
 */
export function AcceptInvitationPage() {
  useDocumentTitle("Invitation");
  const { key = "" } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const auth = useAppSelector((state) => state.auth);
  const loaded = useInvitationQuery(key);
  const state = pageStateOf(loaded);
  const [mode, setMode] = useState<"signup" | "login">("signup");
  const [isAccepting, setIsAccepting] = useState(false);
  const [acceptError, setAcceptError] = useState<string | null>(null);

  const hasAccount = loaded.data?.hasAccount ?? false;
  useEffect(() => {
    if (hasAccount) setMode("login");
  }, [hasAccount]);
  const [acceptInvitation] = useAcceptInvitationMutation();

  const signIn = useSignIn();

  const joined = useCallback(
    (invitation: TInvitationDetails, organizationId: string | null) => {
      if (organizationId) dispatch(authActions.userUpdated({ organizationId }));
      toast.success(`Welcome to ${invitation.organizationName}!`);
      navigate(paths.dashboardOrganization);
    },
    [dispatch, navigate],
  );

  const accept = async (invitation: TInvitationDetails) => {
    setIsAccepting(true);
    setAcceptError(null);
    const result = await acceptInvitation(key);
    setIsAccepting(false);
    if (result.error) {
      setAcceptError(detailOf(answerOf(result.error).data) ?? "We could not accept the invitation. Please try again.");
      return;
    }
    joined(invitation, result.data?.organizationId ?? null);
  };

  const signedInEmail = auth.isAuthenticated ? (auth.user?.email ?? null) : null;

  return (
    <div className="container-page py-12 sm:py-16">
      <article className="card mx-auto max-w-xl p-6 sm:p-10">
        {state.status === "loading" ? <PageLoader /> : null}
        {state.status === "error" ? (
          <>
            <h1 className="font-serif text-3xl font-semibold">Invitation</h1>
            <Notice message={state.message} />
          </>
        ) : null}
        {state.status === "ready" ? (
          <>
            <Users className="size-10 text-gold" aria-hidden="true" />
            <h1 className="mt-4 font-serif text-3xl font-semibold">Join {state.invitation.organizationName}</h1>
            <p className="mt-3 text-body">
              {state.invitation.inviterName} invited you to join {state.invitation.organizationName}.
            </p>
            <InvitationSummary invitation={state.invitation} />
            {state.invitation.status !== "pending" ? (
              <Notice message={closedMessage[state.invitation.status]} />
            ) : signedInEmail ? (
              signedInEmail.toLowerCase() === state.invitation.email.toLowerCase() ? (
                <>
                  {acceptError ? <Notice message={acceptError} /> : null}
                  <button
                    type="button"
                    className="btn-primary mt-6 w-full"
                    disabled={isAccepting}
                    aria-busy={isAccepting}
                    onClick={() => void accept(state.invitation)}
                  >
                    {isAccepting ? "Joining..." : "Accept invitation"}
                  </button>
                </>
              ) : (
                <>
                  <Notice
                    message={`You are logged in as ${signedInEmail}. ${invitationMessages.wrongAccount(state.invitation.email)}`}
                  />
                  <Link to={paths.logout} className="btn-secondary mt-4">
                    Log out
                  </Link>
                </>
              )
            ) : mode === "signup" ? (
              <>
                <h2 className="mt-8 text-xl font-semibold text-ink">Create your account</h2>
                <InvitationSignupForm
                  invitationKey={key}
                  invitation={state.invitation}
                  onSignedUp={async (password) => {
                    const problem = await signIn(state.invitation.email, password);
                    if (problem) {
                      toast.error(problem);
                      navigate(paths.login);
                      return;
                    }
                    joined(state.invitation, null);
                  }}
                />
                <p className="mt-6 text-center text-body">
                  Already have an account?{" "}
                  <button
                    type="button"
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                    onClick={() => setMode("login")}
                  >
                    Log in
                  </button>
                </p>
              </>
            ) : (
              <>
                <h2 className="mt-8 text-xl font-semibold text-ink">Log in to accept</h2>
                <InvitationLoginForm
                  email={state.invitation.email}
                  onLogIn={(password) => signIn(state.invitation.email, password)}
                />
                {state.invitation.hasAccount ? null : (
                  <p className="mt-6 text-center text-body">
                    New here?{" "}
                    <button
                      type="button"
                      className="font-semibold text-primary underline-offset-4 hover:underline"
                      onClick={() => setMode("signup")}
                    >
                      Create your account
                    </button>
                  </p>
                )}
              </>
            )}
          </>
        ) : null}
      </article>
    </div>
  );
}
