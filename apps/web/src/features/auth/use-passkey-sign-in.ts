import { useCallback } from "react";
import { type ApiResult, firstError } from "../../lib/api-client";
import { rateLimitMessage } from "../../lib/rate-limit-message";
import type { LoginAnswer } from "./auth-api";
import { loginErrorMessage } from "./auth-messages";
import { signWithPasskey } from "./passkey-ceremony";
import {
  completeSecondStepWithPasskey,
  passkeySignInOptions,
  secondStepPasskeyOptions,
  signInWithPasskey,
} from "./passkey-sign-in-api";
import { useKeepSession } from "./use-sign-in";

const refusalOf = (result: ApiResult<unknown>) =>
  rateLimitMessage(result.status, result.data) ??
  firstError(result.data, "non_field_errors") ??
  loginErrorMessage(result.status, result.data);

/**
 * Signing in with a passkey: alone ("Sign in with a passkey"), or as the second step after the password. Each
 * resolves to null once the session is kept, or to the message that says why not.
 */
export function usePasskeySignIn() {
  const keepSession = useKeepSession();
  const finish = useCallback(
    async (
      options: ApiResult<unknown>,
      send: (response: Parameters<typeof signInWithPasskey>[0]) => Promise<ApiResult<LoginAnswer>>,
    ): Promise<string | null> => {
      if (!options.ok) return refusalOf(options);
      const signed = await signWithPasskey(options.data);
      if (!signed.ok) return signed.message;
      const result = await send(signed.response);
      if (result.ok && result.data?.access && result.data.refresh) {
        keepSession(result.data);
        return null;
      }
      return refusalOf(result);
    },
    [keepSession],
  );
  const signInAlone = useCallback(async () => finish(await passkeySignInOptions(), signInWithPasskey), [finish]);
  const confirmWithPasskey = useCallback(
    async (token: string) =>
      finish(await secondStepPasskeyOptions(token), (response) => completeSecondStepWithPasskey(token, response)),
    [finish],
  );
  return { signInAlone, confirmWithPasskey };
}
