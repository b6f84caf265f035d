import { inertName } from "../mail/inert-name.js";
import { type ActionMail, type MailMessage, renderActionMail } from "../mail/mail-templates.js";

/**
 * To an address whose account awaits confirmation, when someone signs up with it again: a new link that confirms
 * the account as it is, and the way out for an owner who did not choose its password.
 */
export function renderPendingSignUpNotice(
  mail: ActionMail & { firstName: string; forgotPasswordUrl: string },
): MailMessage {
  return renderActionMail(mail, {
    subject: `Your ${mail.brandName} sign-up is waiting for confirmation`,
    heading: "Someone signed up again with this address",
    lines: [
      `Hello ${inertName(mail.firstName)},`,
      `Someone just signed up to ${mail.brandName} with this address. Its account is still waiting for confirmation, and nothing about it changed: it keeps the name and password it was created with.`,
      "If you created it, confirm your email with the link below, or with any earlier one. Each works for 3 days, until one of them is used.",
    ],
    action: "Confirm your email",
    footer: `If you did not choose this account's password, do not confirm it: choose a new password at ${mail.forgotPasswordUrl} instead, which also confirms your email.`,
  });
}

/** To the owner of a confirmed account, when someone signs up with its address: nothing changed, and a reset link. */
export function renderExistingAccountNotice(mail: ActionMail & { firstName: string }): MailMessage {
  return renderActionMail(mail, {
    subject: `Someone tried to sign up to ${mail.brandName} with your email`,
    heading: "You already have an account",
    lines: [
      `Hello ${inertName(mail.firstName)},`,
      `Someone just tried to sign up to ${mail.brandName} with this address, which already has an account. Nothing about your account changed.`,
      "If it was you, log in instead. If you forgot your password, choose a new one with the link below: it works once and expires in 1 hour.",
    ],
    action: "Reset your password",
    footer: "If it was not you, you can ignore this email: your password stays as it is.",
  });
}
