import { type APIRequestContext, type Browser, expect, type Page, type TestInfo } from "@playwright/test";
import { test as base } from "./fixtures";

export const E2E_PASSWORD = "Justice4All!";

interface MailboxMessage {
  to: string;
  text: string;
}

export interface StorageState {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export interface SignedInAccount {
  email: string;
  storageState: StorageState;
}

/**
 * Signs up, confirms through the development mailbox and logs in, all through the API (login is rate limited, so
 * a spec makes one account per worker); returns the session as Playwright storage under the spec's keys.
 */
export async function createSignedInAccount(
  request: APIRequestContext,
  baseURL: string,
  {
    label,
    firstName,
    lastName,
    email = `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  }: { label: string; firstName: string; lastName: string; email?: string },
): Promise<SignedInAccount> {
  const registration = await request.post("/api/auth/registration/", {
    data: { email, password1: E2E_PASSWORD, password2: E2E_PASSWORD, first_name: firstName, last_name: lastName },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  let key = "";
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get("/api/dev/mailbox")).json()) as MailboxMessage[];
        const link = mails
          .find((mail) => mail.to.toLowerCase() === email.toLowerCase())
          ?.text.match(/https?:\/\/\S+/g)
          ?.find((candidate) => candidate.includes("/register/confirm-account/"));
        key = link ? decodeURIComponent(new URL(link).pathname.split("/").filter(Boolean).pop() ?? "") : "";
        return key;
      },
      { message: `no confirmation email to ${email}`, timeout: 10_000 },
    )
    .not.toBe("");
  const verified = await request.post("/api/auth/registration/verify-email/", { data: { key } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return logInThroughApi(request, baseURL, email);
}

/** Logs a confirmed account in through the API; answers its session as Playwright storage under the spec's keys. */
export async function logInThroughApi(
  request: APIRequestContext,
  baseURL: string,
  email: string,
): Promise<SignedInAccount> {
  const login = await request.post("/api/auth/login/", { data: { email, password: E2E_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const session = await login.json();
  return {
    email,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: "access", value: session.access },
            { name: "access_expiration", value: session.access_expiration },
            { name: "refresh", value: session.refresh },
            { name: "refresh_expiration", value: session.refresh_expiration },
            { name: "user", value: JSON.stringify(session.user) },
            { name: "isAuthenticated", value: "true" },
            { name: "chatToken", value: session.chat_token ?? "" },
          ],
        },
      ],
    },
  };
}

/**
 * The spec's `test` with a worker-scoped `account`, signed up and logged in once per worker and project (login is
 * rate limited), and every test's page already signed in as it.
 */
export function testWithSignedInAccount({
  label,
  firstName,
  lastName,
}: {
  label: string;
  firstName: string;
  lastName: string;
}) {
  return base.extend<object, { account: SignedInAccount }>({
    account: [
      async ({ playwright }, use, workerInfo) => {
        const baseURL = String(workerInfo.project.use.baseURL);
        const request = await playwright.request.newContext({ baseURL });
        const account = await createSignedInAccount(request, baseURL, {
          label: `${label}-${workerInfo.project.name}`,
          firstName,
          lastName,
        });
        await request.dispose();
        await use(account);
      },
      { scope: "worker" },
    ],
    storageState: async ({ account }, use) => use(account.storageState),
  });
}

/** A page of its own, in the test's project's viewport, signed in as the account: a second person in a test. */
export async function openPageAs(browser: Browser, testInfo: TestInfo, baseURL: string, account: SignedInAccount) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, locale } = testInfo.project.use;
  const context = await browser.newContext({
    viewport: viewport ?? null,
    deviceScaleFactor: deviceScaleFactor ?? 1,
    isMobile: isMobile ?? false,
    hasTouch: hasTouch ?? false,
    locale: locale ?? "en-US",
    baseURL,
    storageState: account.storageState,
  });
  return { context, page: await context.newPage() };
}

/** Signs a new account up and leaves its session in the page's storage, as a visitor who signed in earlier. */
export async function storeSignedInSession(page: Page, request: APIRequestContext, baseURL: string, label: string) {
  const account = await createSignedInAccount(request, baseURL, { label, firstName: "Ada", lastName: "Lovelace" });
  await page.goto("/");
  const entries = account.storageState.origins[0]?.localStorage ?? [];
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
}
