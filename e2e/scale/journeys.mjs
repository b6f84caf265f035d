// The main journeys over plain HTTP, as the web app makes them: sign up, confirm from the mail, log in, subscribe
// through the built-in checkout, invite a colleague who signs up through the link, log out.

import { CHECKOUT_GATEWAY_PATH, CREATE_CHECKOUT_SESSION_PATH } from "@paralex/shared/checkout";
import { lookupKeyFor, pricingStrategies } from "@paralex/shared/products";

export const PASSWORD = "Quartz!Lantern42";
export const GOOD_CARD = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/40",
  cvc: "123",
  country: "US",
  postalCode: "94107",
};

let ipCounter = 0;
/** A distinct client address (named in X-Forwarded-For, which nginx extends and the servers trust from 127.0.0.1). */
export function nextIp() {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function uniqueEmail(label) {
  emailCounter += 1;
  return `${label}.${emailCounter}.${Date.now().toString(36)}@example.com`;
}

/** One HTTP call; the answer's status, parsed JSON (when it is JSON), text and the instance nginx chose. */
export async function call(baseUrl, method, urlPath, { json, form, token, ip } = {}) {
  const headers = {};
  let body;
  if (json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(json);
  } else if (form !== undefined) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(form).toString();
  }
  if (token) headers.authorization = `Bearer ${token}`;
  if (ip) headers["x-forwarded-for"] = ip;
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let parsed;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return {
    status: response.status,
    json: parsed,
    text,
    upstream: response.headers.get("x-upstream"),
    location: response.headers.get("location"),
  };
}

function expectStatus(answer, expected, what) {
  if (answer.status !== expected) {
    throw new Error(
      `${what}: expected ${expected}, got ${answer.status} from ${answer.upstream}: ${answer.text.slice(0, 300)}`,
    );
  }
  return answer;
}

/** The decoded text/plain part of a MIME message as nodemailer builds it. */
export function plainTextOf(raw) {
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((candidate) => /content-type:\s*text\/plain/i.test(candidate)) ?? raw;
  const separator = part.indexOf("\r\n\r\n");
  const headers = part.slice(0, separator);
  const body = part.slice(separator + 4);
  const encoding = headers.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

export const subjectOf = (raw) => raw.match(/^Subject: (.*)$/im)?.[1]?.trim() ?? "";
export const messageIdOf = (raw) => raw.match(/^Message-ID: (.*)$/im)?.[1]?.trim() ?? "";

/** Waits for the first mail to `to` whose text matches pattern; answers the pattern's first group. */
export async function linkFromMail(smtp, to, pattern, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of smtp.received) {
      if (!mail.to.includes(to)) continue;
      const match = plainTextOf(mail.raw).match(pattern);
      if (match?.[1]) return match[1];
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const CONFIRM_LINK = /\/register\/confirm-account\/([A-Za-z0-9_-]+)/;
const INVITATION_LINK = /\/invitation\/([A-Za-z0-9_-]+)/;

export async function signUpAndConfirm(baseUrl, smtp, { email, ip }) {
  expectStatus(
    await call(baseUrl, "POST", "/api/auth/registration/", {
      ip,
      json: { email, password1: PASSWORD, password2: PASSWORD, first_name: "Ada", last_name: "Lovelace" },
    }),
    201,
    `signing up ${email}`,
  );
  const key = await linkFromMail(smtp, email, CONFIRM_LINK);
  expectStatus(
    await call(baseUrl, "POST", "/api/auth/registration/verify-email/", { ip, json: { key } }),
    200,
    `confirming ${email}`,
  );
}

/** Logs in; the session's tokens and ids. */
export async function logIn(baseUrl, { email, ip }) {
  const answer = expectStatus(
    await call(baseUrl, "POST", "/api/auth/login/", { ip, json: { email, password: PASSWORD } }),
    200,
    `logging in ${email}`,
  );
  return {
    email,
    ip,
    access: answer.json.access,
    refresh: answer.json.refresh,
    userId: String(answer.json.user.userId),
    organizationId: String(answer.json.user.organizationId),
  };
}

export async function graphql(baseUrl, session, query, variables = {}) {
  const answer = await call(baseUrl, "POST", "/api/graphql", {
    ip: session?.ip,
    token: session?.access,
    json: { query, variables },
  });
  if (answer.status !== 200 || answer.json?.errors) {
    throw new Error(
      `GraphQL ${query.slice(0, 40)}: ${answer.status} from ${answer.upstream}: ${answer.text.slice(0, 300)}`,
    );
  }
  return answer.json.data;
}

/** The dashboard's checkout request for a tier of a product (the spec's body inside the gateway's envelope). */
function checkoutRequest(session, appId, tier) {
  const strategy = pricingStrategies.find((candidate) => candidate.appId === appId);
  const today = new Date();
  const body = {
    lookup_key: lookupKeyFor(strategy, tier),
    userId: session.userId,
    pricingStrategyId: strategy.pricingStrategyId,
    accessLevel: "admin",
    subsId: null,
    subscription: {
      subsId: null,
      organizationId: session.organizationId,
      appId,
      userId: session.userId,
      startDate: today.toISOString(),
      endDate: new Date(today.getTime() + 30 * 86_400_000).toISOString(),
      pricingStrategyId: strategy.pricingStrategyId,
      pricingTier: tier,
      amountCharged: strategy.tiers.find((candidate) => candidate.tier === tier)?.parameters.costPerUser,
      accessLevel: "admin",
    },
    pricingStrategy: {
      pricingStrategyId: strategy.pricingStrategyId,
      appId,
      strategyType: strategy.strategyType,
      tiers: strategy.tiers,
    },
  };
  return { path: CREATE_CHECKOUT_SESSION_PATH, httpMethod: "POST", body: JSON.stringify(body) };
}

/** Opens a checkout session, pays on the built-in hosted page with the test card; answers the live subscriptions. */
export async function subscribe(baseUrl, session, appId = 1, tier = "Professional") {
  const opened = expectStatus(
    await call(baseUrl, "POST", `/gateway${CHECKOUT_GATEWAY_PATH}`, {
      ip: session.ip,
      token: session.access,
      json: checkoutRequest(session, appId, tier),
    }),
    200,
    "opening a checkout session",
  );
  const checkoutPath = new URL(JSON.parse(opened.json.body).checkoutUrl).pathname;
  expectStatus(await call(baseUrl, "GET", checkoutPath, { ip: session.ip }), 200, "opening the checkout page");
  const paid = expectStatus(
    await call(baseUrl, "POST", checkoutPath, { ip: session.ip, form: GOOD_CARD }),
    303,
    "paying on the checkout page",
  );
  if (!paid.location?.endsWith("/dashboard/subscriptions/?success=true")) {
    throw new Error(`the paid checkout went to ${paid.location}`);
  }
  const data = await graphql(
    baseUrl,
    session,
    "query S($userId: ID!) { subscriptionsByUser(userId: $userId) { appId pricingTier status } }",
    { userId: session.userId },
  );
  return data.subscriptionsByUser;
}

/** The admin invites email to the organization; the colleague signs up through the emailed link and logs in. */
export async function inviteAndAccept(baseUrl, smtp, admin, email) {
  await graphql(
    baseUrl,
    admin,
    "mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { invitationId } }",
    {
      input: {
        firstName: "Thurgood",
        lastName: "Marshall",
        email,
        position: "Associate",
        role: "Employee",
        products: [1],
      },
    },
  );
  const key = await linkFromMail(smtp, email, INVITATION_LINK);
  const ip = nextIp();
  const described = expectStatus(
    await call(baseUrl, "GET", `/api/invitations/${key}`, { ip }),
    200,
    "reading the invitation",
  );
  if (described.json.status !== "pending") throw new Error(`the invitation is ${described.json.status}`);
  expectStatus(
    await call(baseUrl, "POST", `/api/invitations/${key}/register`, {
      ip,
      json: { first_name: "Thurgood", last_name: "Marshall", password1: PASSWORD, password2: PASSWORD },
    }),
    201,
    `accepting the invitation of ${email}`,
  );
  return logIn(baseUrl, { email, ip });
}

export async function logOut(baseUrl, session) {
  return expectStatus(
    await call(baseUrl, "POST", "/api/auth/logout/", {
      ip: session.ip,
      token: session.access,
      json: { refresh: session.refresh },
    }),
    200,
    `logging out ${session.email}`,
  );
}

/** Every journey for one new customer: sign-up to a colleague in the organization; both sessions. */
export async function customerJourney(baseUrl, smtp, label) {
  const admin = { email: uniqueEmail(label), ip: nextIp() };
  await signUpAndConfirm(baseUrl, smtp, admin);
  const session = await logIn(baseUrl, admin);
  const subscriptions = await subscribe(baseUrl, session);
  const colleague = await inviteAndAccept(baseUrl, smtp, session, uniqueEmail(`${label}-colleague`));
  return { admin: session, colleague, subscriptions };
}
