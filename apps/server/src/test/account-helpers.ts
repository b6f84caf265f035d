import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export const STRONG_PASSWORD = "Quartz!Lantern42";

let ipCounter = 0;

/** A distinct client address, so per-IP rate limits of one test do not spill into the next. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;

export function uniqueEmail(label = "user"): string {
  emailCounter += 1;
  return `${label}.${emailCounter}.${Date.now().toString(36)}@example.com`;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { ip?: string; token?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The development mailbox, newest first, once background deliveries have finished. */
export async function readMailbox(app: FastifyInstance): Promise<MailboxEntry[]> {
  await app.jobs.whenIdle();
  const response = await app.inject({ method: "GET", url: "/api/dev/mailbox" });
  return response.json();
}

export async function latestMailTo(app: FastifyInstance, to: string): Promise<MailboxEntry | undefined> {
  return (await readMailbox(app)).find((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

export function confirmationKeyIn(text: string): string {
  const match = text.match(/\/register\/confirm-account\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no confirmation link in:\n${text}`);
  return match[1];
}

export function resetLinkIn(text: string): { uid: string; token: string } {
  const match = text.match(/\/password-reset\/confirm-account\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in:\n${text}`);
  return { uid: match[1], token: match[2] };
}

export function registration(
  email: string,
  overrides: Partial<Record<"password1" | "password2" | "first_name" | "last_name", string>> = {},
) {
  return {
    email,
    password1: STRONG_PASSWORD,
    password2: STRONG_PASSWORD,
    first_name: "Ada",
    last_name: "Lovelace",
    ...overrides,
  };
}

/** Signs up through the API and follows the emailed link, leaving a confirmed account. */
export async function createConfirmedAccount(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = STRONG_PASSWORD,
): Promise<{ email: string; password: string }> {
  const registered = await post(
    app,
    "/api/auth/registration/",
    registration(email, { password1: password, password2: password }),
  );
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const mail = await latestMailTo(app, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const verified = await post(app, "/api/auth/registration/verify-email/", { key: confirmationKeyIn(mail.text) });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return { email, password };
}

export async function logInAs(app: FastifyInstance, account: { email: string; password: string }) {
  const response = await post(app, "/api/auth/login/", { email: account.email, password: account.password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json() as {
    access: string;
    refresh: string;
    access_expiration: string;
    refresh_expiration: string;
    user: Record<string, unknown>;
    chat_token: string;
  };
}
