import { type APIRequestContext, expect } from "@playwright/test";

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The development mailbox, newest first; empty while the server does not answer. */
async function readMailbox(request: APIRequestContext): Promise<MailboxMessage[]> {
  const response = await request.get("/api/dev/mailbox");
  return response.ok() ? ((await response.json()) as MailboxMessage[]) : [];
}

/**
 * The paths of every link to `route` mailed to `to`, oldest first, once at least `count` of them have arrived
 * (the development mailbox lists newest first).
 */
export async function mailedLinks(request: APIRequestContext, to: string, route: RegExp, count = 1): Promise<string[]> {
  let paths: string[] = [];
  await expect
    .poll(
      async () => {
        paths = (await readMailbox(request))
          .filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
          .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
          .map((link) => new URL(link))
          .filter((url) => route.test(url.pathname))
          .map((url) => `${url.pathname}${url.search}`)
          .reverse();
        return paths.length;
      },
      { message: `fewer than ${count} emails to ${to} with a link matching ${route}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return paths;
}

/** The newest email to `to`, once one has arrived: mail leaves through a job, after the request that sent it. */
export async function mailTo(request: APIRequestContext, to: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailbox(request)).find((mail) => mail.to.toLowerCase() === to.toLowerCase());
        return found !== undefined;
      },
      { message: `no email to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as MailboxMessage;
}
