import { type ActionMail, type MailMessage, renderActionMail } from "../mail/mail-templates.js";

/** To the new address: the link that makes the change. */
export function renderConfirmEmailChange(mail: ActionMail & { firstName: string }): MailMessage {
  return renderActionMail(mail, {
    subject: `Confirm your new email for ${mail.brandName}`,
    heading: "Confirm your new email",
    lines: [
      `Hello ${mail.firstName},`,
      `You asked to use this address for your ${mail.brandName} account. Nothing changes until you confirm it.`,
      "The link works once and expires in 24 hours.",
    ],
    action: "Confirm your new email",
    footer: "If you did not ask for this, you can ignore this email: the account keeps its current address.",
  });
}

/** To the current address: a warning, with the way back if the request was not the owner's. */
export function renderEmailChangeNotice(mail: ActionMail & { firstName: string; newEmail: string }): MailMessage {
  return renderActionMail(mail, {
    subject: `Your ${mail.brandName} email is about to change`,
    heading: "Your email is about to change",
    lines: [
      `Hello ${mail.firstName},`,
      `Someone signed in to your ${mail.brandName} account asked to change its email to ${mail.newEmail}. The change happens only once that address confirms it.`,
      "If this was not you, reset your password now: that signs out every session.",
    ],
    action: "Reset your password",
    footer: "If you made this request, there is nothing more to do here.",
  });
}
