import { z } from "zod";

/** The outside providers a person may sign in with (issue 24, decision 076). */
export const SIGN_IN_PROVIDERS = ["google", "apple"] as const;
export type TSignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const signInProviderLabels: Record<TSignInProvider, string> = { google: "Google", apple: "Apple" };

export const linkedSignInMessages = {
  notConfigured: (label: string) => `Signing in with ${label} is not set up on this server.`,
  failed: (label: string) => `We could not sign you in with ${label}. Please try again.`,
  refusedByProvider: (label: string) => `${label} did not let you sign in. Please try again.`,
  flowExpired: "This sign-in took too long or was started in another browser. Please start again.",
  emailMissing: (label: string) =>
    `${label} did not share an email address with us, so we cannot sign you in. Please allow it and try again.`,
  emailNotVerified: (label: string) =>
    `${label} has not confirmed this email address, so we cannot use it to sign you in. Confirm it with ${label} first, or sign up with your email and a password.`,
  linkExpired: "This link has expired or has already been used. Please sign in again to link your account.",
  linkEmailSent: (email: string) => `We sent a link to ${email}. Open it to link your account and sign in.`,
  wrongPassword: "That password is not right.",
  noPasswordToProve: "This account has no password yet. Use the emailed link instead.",
  alreadyLinkedToOther: (label: string) =>
    `This account is already linked to another ${label} account. Unlink it in Account Options first.`,
  linked: (label: string) => `${label} is now linked to your account.`,
  unlinked: (label: string) => `${label} is no longer linked to your account.`,
  notLinked: (label: string) => `${label} is not linked to your account.`,
  lastWayIn: (label: string) =>
    `You cannot unlink ${label}: it is your only way to sign in. Set a password (through 'Forgot password?'), add a passkey or link another provider first.`,
} as const;

/** The callback's one-time ticket, read from the login page's address fragment and spent once. */
export const ZOidcCompleteRequest = z.object({ ticket: z.string().trim().min(1).max(200) });
export type TOidcCompleteRequest = z.infer<typeof ZOidcCompleteRequest>;

export const ZLinkWithPasswordRequest = z.object({
  link_token: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(4096),
});
export type TLinkWithPasswordRequest = z.infer<typeof ZLinkWithPasswordRequest>;

export const ZLinkByEmailRequest = z.object({ link_token: z.string().trim().min(1).max(200) });
export type TLinkByEmailRequest = z.infer<typeof ZLinkByEmailRequest>;

export const ZLinkConfirmRequest = z.object({ token: z.string().trim().min(1).max(200) });
export type TLinkConfirmRequest = z.infer<typeof ZLinkConfirmRequest>;

/** The address the provider gave has an account: it is linked only once the person proves it is theirs. */
export interface TLinkRequiredAnswer {
  link_required: true;
  link_token: string;
  link_expiration: string;
  provider: TSignInProvider;
  email: string;
  /** False for an account without a password of its own, or not yet confirmed: only the emailed link proves it. */
  can_use_password: boolean;
}

export interface TLinkedProvider {
  provider: TSignInProvider;
  email: string;
  linked_at: string;
  last_used_at: string | null;
}

export interface TLinkedProviders {
  providers: TLinkedProvider[];
  /** Which providers this server can sign in with. */
  configured: Record<TSignInProvider, boolean>;
}

/** Where the login page finds the callback's ticket and the emailed link's token: the address's fragment. */
export const OIDC_TICKET_FRAGMENT = "oidc";
export const OIDC_LINK_FRAGMENT = "oidc-link";
