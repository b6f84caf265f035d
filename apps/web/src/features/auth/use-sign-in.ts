import { useCallback } from "react";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch } from "../../lib/session/store";
import { logIn } from "./auth-api";
import { loginErrorMessage } from "./auth-messages";

/** Logs in and keeps the session; resolves to null, or to the message that says why it failed. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (email: string, password: string): Promise<string | null> => {
      const result = await logIn(email, password);
      const answer = result.data;
      if (!result.ok || !answer?.access || !answer.refresh) return loginErrorMessage(result.status, answer);
      dispatch(
        authActions.loginSuccess({
          access: answer.access,
          refresh: answer.refresh,
          access_expiration: answer.access_expiration ?? null,
          refresh_expiration: answer.refresh_expiration ?? null,
          user: answer.user,
          chatToken: answer.chat_token ?? null,
        }),
      );
      return null;
    },
    [dispatch],
  );
}
