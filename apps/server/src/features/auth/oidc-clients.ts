import { SIGN_IN_PROVIDERS, type TSignInProvider } from "@paralex/shared/linked-sign-in";
import { importPKCS8, SignJWT } from "jose";
import * as client from "openid-client";
import type { OidcIdentityRecord } from "../../db/schema.js";

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
}

export interface AppleSettings {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  issuerUrl: string;
}

export interface SignInProviderSettings {
  google?: GoogleSettings | undefined;
  apple?: AppleSettings | undefined;
}

/** What a flow keeps between the redirect to the provider and the callback. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** One configured provider, through openid-client: authorization code with PKCE, state and nonce checked. */
export interface OidcClient {
  provider: TSignInProvider;
  /** Apple answers with response_mode=form_post (a POST to the callback), Google with a redirect. */
  isFormPost: boolean;
  authorizationUrl(redirectUri: string, checks: FlowChecks): Promise<URL>;
  /**
   * Spends the callback's code at the token endpoint and returns the identity the ID token states, once its
   * signature (the provider's JWKS), issuer, audience, expiry, nonce and the callback's state have been checked.
   */
  identityFrom(callbackUrl: URL, checks: FlowChecks, appleUser?: string): Promise<OidcIdentityRecord>;
}

export type OidcClients = Partial<Record<TSignInProvider, OidcClient>>;

/** Apple's client secret: an ES256 JWT signed with the team's key, here valid for ten minutes (Apple allows six months). */
async function appleClientSecret(settings: AppleSettings): Promise<string> {
  const key = await importPKCS8(settings.privateKey, "ES256");
  return new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: settings.keyId })
    .setIssuer(settings.teamId)
    .setSubject(settings.clientId)
    .setAudience(settings.issuerUrl.replace(/\/+$/, ""))
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(key);
}

/** `email_verified` as a boolean: Apple sends it as the string "true" or "false". */
const isTrue = (value: unknown) => value === true || value === "true";
const textClaim = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The name Apple posts beside its first answer only: `{"name":{"firstName","lastName"}}`. */
function appleName(user: string | undefined): { firstName: string | null; lastName: string | null } {
  try {
    const parsed = JSON.parse(user ?? "{}") as { name?: { firstName?: unknown; lastName?: unknown } };
    return { firstName: textClaim(parsed.name?.firstName), lastName: textClaim(parsed.name?.lastName) };
  } catch {
    return { firstName: null, lastName: null };
  }
}

function makeClient(
  provider: TSignInProvider,
  settings: GoogleSettings | AppleSettings,
  clientSecret: () => Promise<string>,
  allowHttp: boolean,
): OidcClient {
  const isApple = provider === "apple";
  let discovered: Promise<client.Configuration> | undefined;
  let jwksCache: ReturnType<typeof client.getJwksCache>;

  /** The discovery document is read once (again after a failure); each use gets a configuration of its own. */
  async function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(settings.issuerUrl), settings.clientId, undefined, undefined, {
        ...(allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    const server = (await discovered).serverMetadata();
    const config = new client.Configuration(
      server,
      settings.clientId,
      undefined,
      client.ClientSecretPost(await clientSecret()),
    );
    config.timeout = 10;
    if (allowHttp) client.allowInsecureRequests(config);
    client.enableNonRepudiationChecks(config);
    if (jwksCache) client.setJwksCache(config, jwksCache);
    return config;
  }

  return {
    provider,
    isFormPost: isApple,
    async authorizationUrl(redirectUri, checks) {
      const config = await configuration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: isApple ? "openid email name" : "openid email profile",
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
        ...(isApple ? { response_mode: "form_post" } : { prompt: "select_account" }),
      });
    },
    async identityFrom(callbackUrl, checks, appleUser) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      jwksCache = client.getJwksCache(config);
      const claims = tokens.claims();
      if (!claims) throw new Error("the token endpoint answered without an ID token");
      const name = isApple
        ? appleName(appleUser)
        : { firstName: textClaim(claims.given_name), lastName: textClaim(claims.family_name) };
      return {
        subject: claims.sub,
        email: textClaim(claims.email)?.toLowerCase() ?? null,
        isEmailVerified: isTrue(claims.email_verified),
        ...name,
      };
    },
  };
}

/** The providers this server is configured for; http issuers only outside production (the tests' local provider). */
export function createOidcClients(settings: SignInProviderSettings, options: { allowHttp: boolean }): OidcClients {
  const clients: OidcClients = {};
  const { google, apple } = settings;
  if (google) clients.google = makeClient("google", google, async () => google.clientSecret, options.allowHttp);
  if (apple) clients.apple = makeClient("apple", apple, () => appleClientSecret(apple), options.allowHttp);
  return clients;
}

export const configuredProviders = (clients: OidcClients) =>
  Object.fromEntries(SIGN_IN_PROVIDERS.map((provider) => [provider, Boolean(clients[provider])])) as Record<
    TSignInProvider,
    boolean
  >;
