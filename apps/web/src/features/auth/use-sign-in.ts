import type { TSecondStepAnswer } from "@paralex/shared/two-factor";
import { useCallback } from "react";
import { firstError } from "../../lib/api-client";
import { rateLimitMessage } from "../../lib/rate-limit-message";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch } from "../../lib/session/store";
import { completeSecondStep, type LoginAnswer, logIn } from "./auth-api";
import { loginErrorMessage } from "./auth-messages";

/** After the password: signed in, refused (with the message to show), or a code is needed first. */
export type SignInOutcome =
  | { kind: "signed-in" }
  | { kind: "failed"; message: string }
  | { kind: "second-step"; token: string; expiresAt: string; methods: TSecondStepAnswer["methods"] };

const isSecondStep = (answer: unknown): answer is TSecondStepAnswer =>
  typeof answer === "object" && answer !== null && (answer as TSecondStepAnswer).second_factor_required === true;

/** The message an account with a second factor sees where only a password can be given (an invitation). */
export const SECOND_FACTOR_ON_LOGIN_PAGE =
  "This account asks for a code from an authenticator app. Please log in on the login page first.";

export function useKeepSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    (answer: LoginAnswer) =>
      dispatch(
        authActions.loginSuccess({
          access: answer.access,
          refresh: answer.refresh,
          access_expiration: answer.access_expiration ?? null,
          refresh_expiration: answer.refresh_expiration ?? null,
          user: answer.user,
          chatToken: answer.chat_token ?? null,
        }),
      ),
    [dispatch],
  );
}

/** Both steps of signing in: the password, then (for an account with a second factor) a code. */
export function useSignInSteps() {
  const keepSession = useKeepSession();
  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInOutcome> => {
      const result = await logIn(email, password);
      const answer = result.data;
      if (result.ok && isSecondStep(answer)) {
        return {
          kind: "second-step",
          token: answer.second_step_token,
          expiresAt: answer.second_step_expiration,
          methods: answer.methods,
        };
      }
      const session = answer as LoginAnswer | null;
      if (!result.ok || !session?.access || !session.refresh) {
        return { kind: "failed", message: loginErrorMessage(result.status, answer) };
      }
      keepSession(session);
      return { kind: "signed-in" };
    },
    [keepSession],
  );
  const confirmCode = useCallback(
    async (token: string, code: string): Promise<string | null> => {
      const result = await completeSecondStep(token, code);
      const answer = result.data;
      if (result.ok && answer?.access && answer.refresh) {
        keepSession(answer);
        return null;
      }
      return (
        rateLimitMessage(result.status, answer) ??
        firstError(answer, "non_field_errors") ??
        firstError(answer, "code") ??
        loginErrorMessage(result.status, answer)
      );
    },
    [keepSession],
  );
  return { signIn, confirmCode };
}

/** Logs in with a password alone and keeps the session; resolves to null, or to the message that says why not. */
export function useSignIn() {
  const { signIn } = useSignInSteps();
  return useCallback(
    async (email: string, password: string): Promise<string | null> => {
      const outcome = await signIn(email, password);
      if (outcome.kind === "signed-in") return null;
      return outcome.kind === "failed" ? outcome.message : SECOND_FACTOR_ON_LOGIN_PAGE;
    },
    [signIn],
  );
}
