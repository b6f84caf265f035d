import {
  linkedSignInMessages,
  OIDC_TICKET_FRAGMENT,
  signInProviderLabels,
  type TOidcCompleteRequest,
  type TSignInProvider,
} from "@paralex/shared/linked-sign-in";
import { paths } from "@paralex/shared/routes";
import * as client from "openid-client";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { fieldError } from "./auth.service.js";
import { createRandomToken, hashToken } from "./auth-tokens.js";
import { type OidcDeps, type ProviderSignInAnswer, signInWithIdentity } from "./linked-provider.service.js";
import { findWaitingFlow, insertOidcFlow, saveFlowIdentity, spendFlow, spendTicket } from "./oidc-flow.repository.js";

/** From the click to the callback: time to choose an account and consent at the provider. */
const FLOW_TTL_MS = 10 * 60_000;
/** From the callback to the login page spending the ticket: one page load. */
const TICKET_TTL_MS = 2 * 60_000;

export const callbackPath = (provider: TSignInProvider) => `/api/auth/oidc/${provider}/callback/`;

function requireClient(deps: OidcDeps, provider: TSignInProvider) {
  const oidcClient = deps.oidc[provider];
  if (!oidcClient) {
    throw new AppError("not_found", linkedSignInMessages.notConfigured(signInProviderLabels[provider]));
  }
  return oidcClient;
}

/** The login page with the spec's error notice: it shows the supplied message. */
const loginWithError = (message: string) =>
  `${paths.login}?${new URLSearchParams({ error: "sign_in_failed", message }).toString()}`;

/**
 * GET auth/oidc/{provider}/start/: a new flow (state, nonce and PKCE verifier, stored against a random browser key
 * that goes into a cookie) and the provider's authorization address to send the browser to.
 */
export async function startOidcSignIn(
  deps: OidcDeps,
  provider: TSignInProvider,
): Promise<{ redirectTo: string; browserKey: string; isFormPost: boolean }> {
  const oidcClient = requireClient(deps, provider);
  const checks = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
  const browserKey = createRandomToken();
  const url = await oidcClient.authorizationUrl(`${deps.publicUrl}${callbackPath(provider)}`, checks);
  await insertOidcFlow(deps.db, {
    provider,
    browserKeyHash: hashToken(browserKey),
    ...checks,
    expiresAt: new Date(Date.now() + FLOW_TTL_MS),
  });
  return { redirectTo: url.href, browserKey, isFormPost: oidcClient.isFormPost };
}

/**
 * The provider's callback (a redirect for Google, a form post for Apple): the browser's flow is found by its
 * cookie, the code spent with the flow's verifier, and the ID token checked (signature, issuer, audience, expiry,
 * the flow's nonce; the callback's state against the flow's). The browser then goes to the login page with a
 * one-time ticket in the address's fragment; any failure goes there with the message to show.
 */
export async function finishOidcCallback(
  deps: OidcDeps,
  provider: TSignInProvider,
  callback: { browserKey: string | undefined; params: Record<string, string> },
  source: AuditSource | null,
): Promise<string> {
  const label = signInProviderLabels[provider];
  const oidcClient = deps.oidc[provider];
  if (!oidcClient) return loginWithError(linkedSignInMessages.notConfigured(label));
  const flow = callback.browserKey
    ? await findWaitingFlow(deps.db, provider, hashToken(callback.browserKey))
    : undefined;
  const failed = async (reason: string, message: string) => {
    await recordAuditEvent(deps.db, { action: "provider_sign_in_failed", details: { provider, reason }, source });
    return loginWithError(message);
  };
  if (!flow) return failed("no_flow", linkedSignInMessages.flowExpired);
  /** A failed callback ends its flow: the person starts again from the button. */
  const flowFailed = async (reason: string, message: string) => {
    await spendFlow(deps.db, flow.id);
    return failed(reason, message);
  };
  const providerError = callback.params.error;
  if (providerError) {
    return flowFailed(`provider:${providerError}`.slice(0, 100), linkedSignInMessages.refusedByProvider(label));
  }

  const callbackUrl = new URL(`${deps.publicUrl}${callbackPath(provider)}`);
  for (const name of ["code", "state", "iss"]) {
    const value = callback.params[name];
    if (value !== undefined) callbackUrl.searchParams.set(name, value);
  }
  let identity: Awaited<ReturnType<typeof oidcClient.identityFrom>>;
  try {
    identity = await oidcClient.identityFrom(callbackUrl, flow, callback.params.user);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return flowFailed(typeof code === "string" ? code : "token_exchange", linkedSignInMessages.failed(label));
  }
  const ticket = createRandomToken();
  const saved = await saveFlowIdentity(deps.db, flow.id, {
    identity,
    ticketHash: hashToken(ticket),
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  if (!saved) return failed("flow_reused", linkedSignInMessages.flowExpired);
  return `${paths.login}#${OIDC_TICKET_FRAGMENT}=${ticket}`;
}

/**
 * POST auth/oidc/complete/: the login page spends the ticket, in the browser that started the flow, and gets the
 * spec's login answer, the second step (decision 070), or the request to prove an existing account is theirs.
 */
export async function completeOidcSignIn(
  deps: OidcDeps,
  input: TOidcCompleteRequest,
  browserKey: string | undefined,
  source: AuditSource | null,
): Promise<ProviderSignInAnswer> {
  const flow = browserKey ? await spendTicket(deps.db, hashToken(input.ticket), hashToken(browserKey)) : undefined;
  if (!flow) throw fieldError("non_field_errors", linkedSignInMessages.flowExpired);
  return signInWithIdentity(deps, flow.provider, flow.identity, source);
}
