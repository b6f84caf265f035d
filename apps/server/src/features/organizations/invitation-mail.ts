import { INVITATION_TTL_DAYS, productTitle } from "@paralex/shared/organization";
import { inertName } from "../mail/inert-name.js";
import { type MailMessage, renderActionMail } from "../mail/mail-templates.js";

export function renderInvitationMail(mail: {
  to: string;
  brandName: string;
  link: string;
  firstName: string;
  inviterName: string;
  organizationName: string;
  role: string;
  products: number[];
}): MailMessage {
  const productList = mail.products.map(productTitle).join(", ");
  const inviterName = inertName(mail.inviterName);
  const organizationName = inertName(mail.organizationName);
  return renderActionMail(mail, {
    subject: `${inviterName} invited you to ${organizationName} on ${mail.brandName}`,
    heading: `Join ${organizationName}`,
    lines: [
      `Hello ${inertName(mail.firstName)},`,
      `${inviterName} invited you to join ${organizationName} on ${mail.brandName} as ${mail.role}, working in ${productList}.`,
      `Open the link to create your account or log in, then accept. The link works once and expires in ${INVITATION_TTL_DAYS} days.`,
    ],
    action: "Accept invitation",
    footer: "If you did not expect this invitation, you can ignore this email.",
  });
}
