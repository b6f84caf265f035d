import { inertName } from "../mail/inert-name.js";
import { type ActionMail, type MailMessage, renderActionMail } from "../mail/mail-templates.js";

/** To the new address: the link that makes the change, naming the account, so a stranger's request is recognised. */
export function renderConfirmEmailChange(mail: ActionMail & { firstName: string; currentEmail: string }): MailMessage {
  return renderActionMail(mail, {
    subject: `Confirm your new email for ${mail.brandName}`,
    heading: "Confirm your new email",
    lines: [
      `Hello ${inertName(mail.firstName)},`,
      `The ${mail.brandName} account that signs in as ${mail.currentEmail} asked to use this address instead. Nothing changes until you confirm it.`,
      `Confirm only if that account is yours: confirming gives it this address, and whoever knows its password signs in with it.`,
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
      `Hello ${inertName(mail.firstName)},`,
      `Someone signed in to your ${mail.brandName} account asked to change its email to ${mail.newEmail}. The change happens only once that address confirms it.`,
      "If this was not you, reset your password now: that signs out every session and cancels the change.",
    ],
    action: "Reset your password",
    footer: "If you made this request, there is nothing more to do here.",
  });
}
