import { escapeHtml } from "../../lib/escape-html.js";
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message exists to deliver; written to the log when mail stays in the outbox. */
  link: string;
}

export interface ActionMail {
  to: string;
  brandName: string;
  link: string;
}

export function renderActionMail(
  mail: ActionMail,
  content: { subject: string; heading: string; lines: string[]; action: string; footer: string },
): MailMessage {
  const brand = escapeHtml(mail.brandName);
  const link = escapeHtml(mail.link);
  const paragraphs = content.lines
    .map((line) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(line)}</p>`)
    .join("");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0f172a;padding:20px 32px;color:#ffffff;font-size:22px;font-weight:bold">${brand}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(content.heading)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:bold">${escapeHtml(content.action)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${link}" style="color:#2563eb;word-break:break-all">${link}</a></p>
<p style="margin:0;font-size:14px;line-height:20px;color:#6b7280">${escapeHtml(content.footer)}</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f9fafb;font-size:12px;color:#9ca3af">&copy; ${new Date().getUTCFullYear()} ${brand}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    `${mail.brandName}`,
    "",
    content.heading,
    "",
    ...content.lines.flatMap((line) => [line, ""]),
    `${content.action}:`,
    mail.link,
    "",
    content.footer,
  ].join("\n");
  return { to: mail.to, subject: content.subject, text, html, link: mail.link };
}

export function renderConfirmEmail(mail: ActionMail & { firstName: string }): MailMessage {
  return renderActionMail(mail, {
    subject: `Confirm your email for ${mail.brandName}`,
    heading: "Confirm your email",
    lines: [
      `Hello ${mail.firstName},`,
      `Thank you for signing up to ${mail.brandName}. Please confirm that this is your email address to activate your account.`,
      "The link works once and expires in 3 days.",
    ],
    action: "Confirm your email",
    footer: "If you did not create an account, you can ignore this email.",
  });
}

export function renderResetPassword(mail: ActionMail & { firstName: string }): MailMessage {
  return renderActionMail(mail, {
    subject: `Reset your password for ${mail.brandName}`,
    heading: "Reset your password",
    lines: [
      `Hello ${mail.firstName},`,
      `Someone asked to reset the password of your ${mail.brandName} account. Choose a new password with the link below.`,
      "The link works once and expires in 1 hour.",
    ],
    action: "Reset your password",
    footer: "If you did not ask for this, you can ignore this email: your password stays as it is.",
  });
}
