import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWK, jwtVerify, SignJWT } from "jose";

/** The person the provider signs in next, as its ID token states them. */
export interface FakeOidcUser {
  sub: string;
  email?: string;
  email_verified?: boolean | "true" | "false";
  given_name?: string;
  family_name?: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  user: FakeOidcUser;
  isUsed: boolean;
}

export interface FakeOidcProvider {
  /** The issuer identifier (and base address): discovery is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in; unset, the authorize page asks for an address (the browser tests). */
  nextUser: FakeOidcUser | undefined;
  /** Claims written over the next ID token's (a wrong nonce, another audience...). */
  overrideNextIdToken: Record<string, unknown> | undefined;
  /** The client secrets the token endpoint was given, in order (Apple's is a JWT). */
  clientSecretsSeen: string[];
  /** Checks a client-secret JWT (Apple's) against this public key instead of comparing the secret. */
  verifyClientSecretWith: Parameters<typeof jwtVerify>[1] | undefined;
  tokenRequests: number;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify(body));
}

/** An HTML page that posts the answer back, as a provider answering with response_mode=form_post does. */
function formPostPage(redirectUri: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<!doctype html><title>Continue</title><form method="post" action="${escapeHtml(redirectUri)}">${inputs}<button>Continue</button></form><script>document.forms[0].submit()</script>`;
}

function signInPage(query: string): string {
  return `<!doctype html><html lang="en"><title>Fake provider: sign in</title>
<main><h1>Sign in to the test provider</h1>
<form method="post" action="/authorize?${escapeHtml(query)}">
<label>Email <input name="email" type="email" required></label>
<label>First name <input name="given_name"></label>
<label>Last name <input name="family_name"></label>
<button type="submit">Sign in</button></form></main></html>`;
}

/**
 * A real local OpenID provider following the OpenID Connect contract (Core 1.0 and Discovery): a discovery
 * document, its JWKS, an authorize endpoint that redirects back with a code (or posts it back with form_post), and a
 * token endpoint that checks the client, the redirect address and the PKCE verifier and issues a signed ID token
 * carrying the authorization request's nonce.
 */
export async function startFakeOidcProvider(
  options: { clientId?: string; clientSecret?: string; alg?: "RS256" | "ES256"; port?: number; host?: string } = {},
): Promise<FakeOidcProvider> {
  const alg = options.alg ?? "RS256";
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = randomBytes(8).toString("hex");
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg, use: "sig" };
  const codes = new Map<string, IssuedCode>();
  let issuer = "";

  const provider: FakeOidcProvider = {
    issuer: "",
    clientId: options.clientId ?? "fake-client-id",
    clientSecret: options.clientSecret ?? "fake-client-secret",
    nextUser: undefined,
    overrideNextIdToken: undefined,
    clientSecretsSeen: [],
    verifyClientSecretWith: undefined,
    tokenRequests: 0,
    close: async () => {},
  };

  async function isClientAuthenticated(request: IncomingMessage, form: URLSearchParams): Promise<boolean> {
    let clientId = form.get("client_id");
    let secret = form.get("client_secret");
    const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    if (basic) {
      const [id, password] = Buffer.from(basic, "base64").toString("utf8").split(":");
      clientId = decodeURIComponent(id ?? "");
      secret = decodeURIComponent(password ?? "");
    }
    if (clientId !== provider.clientId || !secret) return false;
    provider.clientSecretsSeen.push(secret);
    if (!provider.verifyClientSecretWith) return secret === provider.clientSecret;
    try {
      await jwtVerify(secret, provider.verifyClientSecretWith, {
        algorithms: ["ES256"],
        audience: issuer,
        subject: provider.clientId,
      });
      return true;
    } catch {
      return false;
    }
  }

  function answerAuthorization(response: ServerResponse, query: URLSearchParams, user: FakeOidcUser) {
    const redirectUri = query.get("redirect_uri") ?? "";
    const code = randomBytes(24).toString("base64url");
    codes.set(code, {
      clientId: query.get("client_id") ?? "",
      redirectUri,
      codeChallenge: query.get("code_challenge") ?? "",
      nonce: query.get("nonce") ?? undefined,
      user,
      isUsed: false,
    });
    const fields: Record<string, string> = { code, state: query.get("state") ?? "" };
    if (query.get("response_mode") === "form_post") {
      // Apple sends the person's name, once, beside the code.
      if (user.given_name || user.family_name) {
        fields.user = JSON.stringify({ name: { firstName: user.given_name, lastName: user.family_name } });
      }
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(formPostPage(redirectUri, fields));
      return;
    }
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value);
    response.writeHead(302, { location: target.href });
    response.end();
  }

  async function authorize(request: IncomingMessage, response: ServerResponse, url: URL) {
    const query = url.searchParams;
    const isValid =
      query.get("response_type") === "code" &&
      query.get("client_id") === provider.clientId &&
      query.get("code_challenge_method") === "S256" &&
      Boolean(query.get("code_challenge")) &&
      (query.get("scope") ?? "").split(" ").includes("openid") &&
      Boolean(query.get("redirect_uri"));
    if (!isValid) return sendJson(response, 400, { error: "invalid_request" });
    if (request.method === "POST") {
      const form = await readBody(request);
      const email = form.get("email") ?? "";
      const user: FakeOidcUser = {
        sub: `fake-${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 20)}`,
        email,
        email_verified: true,
        given_name: form.get("given_name") || undefined,
        family_name: form.get("family_name") || undefined,
      };
      return answerAuthorization(response, query, user);
    }
    const user = provider.nextUser;
    if (user) {
      provider.nextUser = undefined;
      return answerAuthorization(response, query, user);
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(signInPage(query.toString()));
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    provider.tokenRequests += 1;
    const form = await readBody(request);
    if (!(await isClientAuthenticated(request, form))) return sendJson(response, 401, { error: "invalid_client" });
    const issued = codes.get(form.get("code") ?? "");
    if (form.get("grant_type") !== "authorization_code" || !issued || issued.isUsed) {
      return sendJson(response, 400, { error: "invalid_grant" });
    }
    issued.isUsed = true;
    const verifier = form.get("code_verifier") ?? "";
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    if (challenge !== issued.codeChallenge || form.get("redirect_uri") !== issued.redirectUri) {
      return sendJson(response, 400, { error: "invalid_grant" });
    }
    const { sub, ...profile } = issued.user;
    const claims = { ...profile, ...(issued.nonce ? { nonce: issued.nonce } : {}), ...provider.overrideNextIdToken };
    provider.overrideNextIdToken = undefined;
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg, kid, typ: "JWT" })
      .setIssuer(issuer)
      .setAudience(issued.clientId)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    sendJson(response, 200, {
      access_token: randomBytes(24).toString("base64url"),
      token_type: "Bearer",
      expires_in: 3600,
      id_token: idToken,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    const handle = async () => {
      switch (url.pathname) {
        case "/.well-known/openid-configuration":
          return sendJson(response, 200, {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ["code"],
            response_modes_supported: ["query", "form_post"],
            subject_types_supported: ["public"],
            id_token_signing_alg_values_supported: [alg],
            code_challenge_methods_supported: ["S256"],
            token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
            scopes_supported: ["openid", "email", "profile", "name"],
          });
        case "/jwks":
          return sendJson(response, 200, { keys: [jwk] });
        case "/authorize":
          return authorize(request, response, url);
        case "/token":
          return request.method === "POST" ? token(request, response) : sendJson(response, 405, {});
        case "/health":
          return sendJson(response, 200, { ok: true });
        default:
          return sendJson(response, 404, { error: "not_found" });
      }
    };
    handle().catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  provider.issuer = issuer;
  provider.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return provider;
}
