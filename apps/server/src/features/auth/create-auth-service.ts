import { bindService } from "../../lib/bind-service.js";
import type { AuthDeps } from "./auth.service.js";
import {
  addPasskey,
  completeSecondStepWithPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  renamePasskey,
  secondStepPasskeyOptions,
  signInWithPasskey,
} from "./passkey.service.js";
import { changePassword, confirmPasswordReset, requestPasswordReset } from "./passwords.service.js";
import { registerAccount, resendConfirmation, verifyEmail } from "./registration.service.js";
import {
  completeSecondStep,
  confirmTotp,
  regenerateRecoveryCodes,
  removeTotp,
  secondStepUserId,
  startTotpSetup,
  twoFactorStatus,
} from "./second-factor.service.js";
import { logIn, logOut, refreshSession, verifyToken } from "./sessions.service.js";
import { endOtherSessions, endSignedInSession, listSessions } from "./signed-in-sessions.service.js";

/** Sign-up, sessions and passwords (the dj-rest-auth compatible API), built once at start. */
export function createAuthService(deps: AuthDeps) {
  return bindService(deps, {
    registerAccount,
    verifyEmail,
    resendConfirmation,
    logIn,
    refreshSession,
    logOut,
    verifyToken,
    requestPasswordReset,
    confirmPasswordReset,
    changePassword,
    completeSecondStep,
    secondStepUserId,
    twoFactorStatus,
    startTotpSetup,
    confirmTotp,
    removeTotp,
    regenerateRecoveryCodes,
    listSessions,
    endSignedInSession,
    endOtherSessions,
    listPasskeys,
    passkeyRegistrationOptions,
    addPasskey,
    renamePasskey,
    removePasskey,
    secondStepPasskeyOptions,
    completeSecondStepWithPasskey,
    passkeySignInOptions,
    signInWithPasskey,
  });
}

export type AuthService = ReturnType<typeof createAuthService>;
