import { inertName } from "../mail/inert-name.js";
import { type ActionMail, type MailMessage, renderActionMail } from "../mail/mail-templates.js";

export type FactorChange =
  | "totp_added"
  | "totp_removed"
  | "codes_regenerated"
  | "recovery_code_used"
  | "reset_by_admin"
  | "passkey_added"
  | "passkey_removed";

const CHANGES: Record<FactorChange, { subject: string; line: string }> = {
  totp_added: {
    subject: "An authenticator app was added to your account",
    line: "An authenticator app was set up for your account. From now on, signing in asks for a code from it after your password.",
  },
  totp_removed: {
    subject: "The authenticator app was removed from your account",
    line: "The authenticator app was removed from your account, with its recovery codes. Signing in now asks for your password alone.",
  },
  codes_regenerated: {
    subject: "New recovery codes were made for your account",
    line: "New recovery codes were made for your account. The old ones no longer work.",
  },
  recovery_code_used: {
    subject: "A recovery code was used to sign in to your account",
    line: "Someone signed in to your account with one of your recovery codes. That code no longer works.",
  },
  reset_by_admin: {
    subject: "An Admin of your organization reset your two-factor sign-in",
    line: "An Admin of your organization removed your authenticator app, recovery codes and passkeys. Signing in asks for your password alone until you set up a second factor again; if your organization requires it, you will be asked to at your next sign-in.",
  },
  passkey_added: {
    subject: "A passkey was added to your account",
    line: "A passkey was added to your account. It can now sign you in on its own, or confirm a sign-in after your password.",
  },
  passkey_removed: {
    subject: "A passkey was removed from your account",
    line: "A passkey was removed from your account. It no longer signs you in.",
  },
};

/** Every change of a person's second factors is mailed to them, with the way to Account Options. */
export function renderFactorChangeMail(
  mail: ActionMail & { firstName: string; change: FactorChange; when: Date },
): MailMessage {
  const change = CHANGES[mail.change];
  return renderActionMail(mail, {
    subject: `${change.subject} (${mail.brandName})`,
    heading: change.subject,
    lines: [`Hello ${inertName(mail.firstName)},`, change.line, `When: ${mail.when.toUTCString()}.`],
    action: "Review your sign-in settings",
    footer:
      "If this was not you, reset your password now and review your sign-in settings: someone may know your password.",
  });
}

/** A sign-in from a browser and device the person has not signed in from before. */
export function renderNewDeviceMail(
  mail: ActionMail & { firstName: string; device: string; ipAddress: string | null; place?: string | null; when: Date },
): MailMessage {
  return renderActionMail(mail, {
    subject: `New sign-in to your ${mail.brandName} account`,
    heading: "A new sign-in to your account",
    lines: [
      `Hello ${inertName(mail.firstName)},`,
      `Your account was just signed in to from ${mail.device}, which it had not been signed in from before.`,
      `When: ${mail.when.toUTCString()}.${mail.ipAddress ? ` Address: ${mail.ipAddress}.` : ""}`,
      ...(mail.place ? [`Approximate place: ${mail.place}.`] : []),
      "If this was you, there is nothing to do. If not, sign that session out in Account Options and change your password.",
    ],
    action: "See where you are signed in",
    footer: "You get this email once for each new browser and device.",
  });
}
