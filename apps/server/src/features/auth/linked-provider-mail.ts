import { inertName } from "../mail/inert-name.js";
import { type ActionMail, type MailMessage, renderActionMail } from "../mail/mail-templates.js";

type ProviderMail = ActionMail & { firstName: string; providerLabel: string; providerEmail: string; when: Date };

/** The emailed proof: someone signed in with Google or Apple as this address, which already has an account. */
export function renderLinkConfirmationMail(mail: ProviderMail & { minutes: number }): MailMessage {
  return renderActionMail(mail, {
    subject: `Link ${mail.providerLabel} to your ${mail.brandName} account?`,
    heading: `Link ${mail.providerLabel} to your account`,
    lines: [
      `Hello ${inertName(mail.firstName)},`,
      `Someone signed in with the ${mail.providerLabel} account ${inertName(mail.providerEmail)} and asked to link it to your ${mail.brandName} account, which has this address.`,
      `If it was you, open the link below: ${mail.providerLabel} will then sign you in to this account. The link works once, for ${mail.minutes} minutes.`,
    ],
    action: `Link ${mail.providerLabel} and sign in`,
    footer: "If it was not you, ignore this email: nothing is linked unless the link is opened.",
  });
}

/** After a provider was linked to the account. */
export function renderProviderLinkedMail(mail: ProviderMail): MailMessage {
  return renderActionMail(mail, {
    subject: `${mail.providerLabel} was linked to your ${mail.brandName} account`,
    heading: `${mail.providerLabel} can now sign you in`,
    lines: [
      `Hello ${inertName(mail.firstName)},`,
      `The ${mail.providerLabel} account ${inertName(mail.providerEmail)} was linked to your account. 'Continue with ${mail.providerLabel}' now signs you in; a second factor, if you have one, is still asked.`,
      `When: ${mail.when.toUTCString()}.`,
    ],
    action: "Review your sign-in settings",
    footer: `If this was not you, unlink ${mail.providerLabel} in Account Options and change your password now.`,
  });
}

/** After a provider was unlinked from the account. */
export function renderProviderUnlinkedMail(mail: ProviderMail): MailMessage {
  return renderActionMail(mail, {
    subject: `${mail.providerLabel} was unlinked from your ${mail.brandName} account`,
    heading: `${mail.providerLabel} no longer signs you in`,
    lines: [
      `Hello ${inertName(mail.firstName)},`,
      `The ${mail.providerLabel} account ${inertName(mail.providerEmail)} was unlinked from your account and no longer signs you in.`,
      `When: ${mail.when.toUTCString()}.`,
    ],
    action: "Review your sign-in settings",
    footer: "If this was not you, change your password now and review your sign-in settings.",
  });
}
