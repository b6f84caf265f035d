import { INVITATION_TTL_DAYS, productTitle } from "@paralex/shared/organization";
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
  return renderActionMail(mail, {
    subject: `${mail.inviterName} invited you to ${mail.organizationName} on ${mail.brandName}`,
    heading: `Join ${mail.organizationName}`,
    lines: [
      `Hello ${mail.firstName},`,
      `${mail.inviterName} invited you to join ${mail.organizationName} on ${mail.brandName} as ${mail.role}, working in ${productList}.`,
      `Open the link to create your account or log in, then accept. The link works once and expires in ${INVITATION_TTL_DAYS} days.`,
    ],
    action: "Accept invitation",
    footer: "If you did not expect this invitation, you can ignore this email.",
  });
}
