import { renderToStaticMarkup } from "react-dom/server";
import { inertName } from "./inert-name.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message exists to deliver; written to the log when mail stays in the outbox. */
  link: string;
  /** A sender other than MAIL_FROM (the associate answers from the organization's agent address). */
  from?: string;
  /** Threading and other headers of a reply (In-Reply-To, References, Auto-Submitted). */
  inReplyTo?: string;
  references?: string[];
  headers?: Record<string, string>;
  /** Files sent with it, base64 in the job's data. */
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

export interface ActionMail {
  to: string;
  brandName: string;
  link: string;
}

interface ActionMailContent {
  subject: string;
  heading: string;
  lines: string[];
  action: string;
  footer: string;
}

const text = { margin: "0 0 16px", fontSize: 16, lineHeight: "24px", color: "#1f2937" };
const small = { margin: "0 0 16px", fontSize: 14, lineHeight: "20px", color: "#4b5563" };

/** One call to action, laid out with tables as mail clients need; React escapes every value. */
function ActionMailPage({ mail, content }: { mail: ActionMail; content: ActionMailContent }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: "#f3f4f6", fontFamily: "Arial,Helvetica,sans-serif" }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: "#f3f4f6", padding: "24px 0" }}
        >
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width={560}
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, background: "#ffffff", borderRadius: 8, overflow: "hidden" }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: "#0f172a",
                          padding: "20px 32px",
                          color: "#ffffff",
                          fontSize: 22,
                          fontWeight: "bold",
                        }}
                      >
                        {mail.brandName}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 32 }}>
                        <h1 style={{ margin: "0 0 16px", fontSize: 22, color: "#0f172a" }}>{content.heading}</h1>
                        {content.lines.map((line) => (
                          <p key={line} style={text}>
                            {line}
                          </p>
                        ))}
                        <p style={{ margin: "24px 0" }}>
                          <a
                            href={mail.link}
                            style={{
                              display: "inline-block",
                              background: "#2563eb",
                              color: "#ffffff",
                              textDecoration: "none",
                              padding: "12px 24px",
                              borderRadius: 6,
                              fontWeight: "bold",
                            }}
                          >
                            {content.action}
                          </a>
                        </p>
                        <p style={small}>
                          If the button does not work, copy this address into your browser:
                          <br />
                          <a href={mail.link} style={{ color: "#2563eb", wordBreak: "break-all" }}>
                            {mail.link}
                          </a>
                        </p>
                        <p style={{ ...small, margin: 0, color: "#6b7280" }}>{content.footer}</p>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "16px 32px", background: "#f9fafb", fontSize: 12, color: "#9ca3af" }}>
                        © {new Date().getUTCFullYear()} {mail.brandName}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function renderActionMail(mail: ActionMail, content: ActionMailContent): MailMessage {
  const html = `<!doctype html>\n${renderToStaticMarkup(<ActionMailPage mail={mail} content={content} />)}`;
  const plain = [
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
  return { to: mail.to, subject: content.subject, text: plain, html, link: mail.link };
}

export function renderConfirmEmail(mail: ActionMail & { firstName: string }): MailMessage {
  return renderActionMail(mail, {
    subject: `Confirm your email for ${mail.brandName}`,
    heading: "Confirm your email",
    lines: [
      `Hello ${inertName(mail.firstName)},`,
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
      `Hello ${inertName(mail.firstName)},`,
      `Someone asked to reset the password of your ${mail.brandName} account. Choose a new password with the link below.`,
      "The link works once and expires in 1 hour.",
    ],
    action: "Reset your password",
    footer: "If you did not ask for this, you can ignore this email: your password stays as it is.",
  });
}
