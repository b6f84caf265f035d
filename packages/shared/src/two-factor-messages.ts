/** Issue 24: an authenticator app, recovery codes, the second step of a sign-in, and the list of sessions. */

export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may take, from the right password to the code. */
export const SECOND_STEP_TTL_SECONDS = 300;
export const TOTP_DIGITS = 6;

export const twoFactorMessages = {
  codeRequired: "Please enter the code from your authenticator app or a recovery code.",
  codeWrong: "That code is not valid. Please try again.",
  secondStepExpired: "Your sign-in took too long. Please log in again.",
  setupFirst: "Start setting up the authenticator app first.",
  alreadyEnabled: "An authenticator app is already set up. Remove it first to set up another.",
  notEnabled: "No authenticator app is set up.",
  proofRequired: "Please enter your password or a code from your authenticator app.",
  wrongPassword: "Your password was entered incorrectly. Please enter it again.",
  enabled: "Your authenticator app is set up.",
  disabled: "Your authenticator app has been removed.",
  codesRegenerated: "New recovery codes are ready. The old ones no longer work.",
  requiredByOrganization:
    "Your organization requires two-factor sign-in. Set up an authenticator app in Account Options to continue.",
  requirementOn: "Members must now set up two-factor sign-in.",
  requirementNeedsOwnFactor: "Set up two-factor sign-in for yourself in Account Options before requiring it of others.",
  requirementOff: "Two-factor sign-in is no longer required.",
  factorsReset: "The member's two-factor sign-in has been reset.",
  noFactorsToReset: "This member has no two-factor sign-in to reset.",
  notOwnFactorsReset: "Manage your own two-factor sign-in in Account Options.",
  sessionNotFound: "That session has already ended.",
  sessionEnded: "That session has been signed out.",
  otherSessionsEnded: (count: number) =>
    count === 1 ? "1 other session has been signed out." : `${count} other sessions have been signed out.`,
} as const;
