import {
  SIGN_IN_PROVIDERS,
  ZLinkByEmailRequest,
  ZLinkConfirmRequest,
  ZLinkWithPasswordRequest,
  ZOidcCompleteRequest,
} from "@paralex/shared/linked-sign-in";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { API_PREFIX } from "../../feature.js";
import { answers, ZDetail } from "../../lib/answer-schemas.js";
import { withZodSchemas } from "../../lib/route-schemas.js";
import { auditSourceOf } from "../audit/audit.service.js";
import { ZLoginResponse, ZSecondStepAnswer } from "./auth-answers.js";
import { authRateLimit, codeGuards } from "./auth-rate-limits.js";
import type { OidcService } from "./oidc-service.js";

const tags = ["sign-in-providers"];
const security = [{ bearer: [] }];
const FLOW_COOKIE = "paralex_oidc_flow";
const COOKIE_PATH = `${API_PREFIX}/auth/oidc/`;
const FLOW_COOKIE_SECONDS = 10 * 60;

const ZProvider = z.object({ provider: z.enum(SIGN_IN_PROVIDERS) });
const ZConfigured = z.object({ google: z.boolean(), apple: z.boolean() });
const ZLinkRequired = z.object({
  link_required: z.literal(true),
  link_token: z.string(),
  link_expiration: z.string(),
  provider: z.enum(SIGN_IN_PROVIDERS),
  email: z.string(),
  can_use_password: z.boolean(),
});
const ZSignedInOrSecondStep = z.union([ZLoginResponse, ZSecondStepAnswer]);
/** The callback's parameters, as a redirect's query or Apple's form post; the client checks them. */
const callbackField = z.string().max(8192).optional();
const ZCallbackParams = z.looseObject({
  code: callbackField,
  state: callbackField,
  iss: callbackField,
  error: callbackField,
  error_description: callbackField,
  /** Apple's first answer only: the person's name, as JSON. */
  user: callbackField,
});

const definedOnly = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

function browserKeyOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === FLOW_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}

/**
 * The flow's cookie: HttpOnly, only for these paths, ten minutes. Apple's callback is a cross-site form post, which
 * carries only a SameSite=None cookie (and that must be Secure); Google's is a top-level redirect, for which Lax does.
 */
function flowCookie(value: string, options: { isCrossSitePost: boolean; isSecure: boolean; maxAge: number }): string {
  const sameSite = options.isCrossSitePost ? "None" : "Lax";
  const secure = options.isCrossSitePost || options.isSecure ? "; Secure" : "";
  return `${FLOW_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${options.maxAge}; HttpOnly; SameSite=${sameSite}${secure}`;
}

/** The flow's routes under /api/auth/oidc/ and the linked providers in Account Options. */
export async function oidcRoutes(parent: FastifyInstance, { oidc }: { oidc: OidcService }) {
  const app = withZodSchemas(parent);
  const isSecure = app.config.publicUrl.startsWith("https:");
  const limited = { preValidation: authRateLimit(app, "signInProviders") };
  const guardOf = codeGuards(app);
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }

  app.get("/auth/oidc/providers/", { schema: { tags, response: answers({ 200: ZConfigured }) } }, async () =>
    oidc.configuredProviders(),
  );

  app.get(
    "/auth/oidc/:provider/start/",
    {
      ...limited,
      schema: {
        tags,
        description: "Starts 'Continue with Google' or 'Continue with Apple': 303 to the provider.",
        params: ZProvider,
        response: { 303: z.undefined(), ...answers({}) },
      },
    },
    async (request, reply) => {
      const flow = await oidc.startOidcSignIn(request.params.provider);
      reply.header(
        "set-cookie",
        flowCookie(flow.browserKey, { isCrossSitePost: flow.isFormPost, isSecure, maxAge: FLOW_COOKIE_SECONDS }),
      );
      return reply.redirect(flow.redirectTo, 303);
    },
  );

  const callback = async (request: FastifyRequest, reply: FastifyReply, params: Record<string, string>) => {
    const { provider } = request.params as z.infer<typeof ZProvider>;
    const location = await oidc.finishOidcCallback(
      provider,
      { browserKey: browserKeyOf(request), params },
      auditSourceOf(request),
    );
    return reply.redirect(location, 303);
  };
  const callbackSchema = (description: string) => ({
    tags,
    description,
    params: ZProvider,
    response: { 303: z.undefined(), ...answers({}) },
  });
  app.get(
    "/auth/oidc/:provider/callback/",
    {
      ...limited,
      schema: {
        ...callbackSchema("The provider's redirect back: 303 to the login page."),
        querystring: ZCallbackParams,
      },
    },
    async (request, reply) => callback(request, reply, definedOnly(request.query)),
  );
  app.post(
    "/auth/oidc/:provider/callback/",
    {
      ...limited,
      schema: {
        ...callbackSchema("Apple's form post back (response_mode=form_post): 303 to the login page."),
        consumes: ["application/x-www-form-urlencoded"],
        body: ZCallbackParams,
      },
    },
    async (request, reply) => callback(request, reply, definedOnly(request.body)),
  );

  app.post(
    "/auth/oidc/complete/",
    {
      ...limited,
      schema: {
        tags,
        body: ZOidcCompleteRequest,
        response: answers({ 200: z.union([ZLoginResponse, ZSecondStepAnswer, ZLinkRequired]) }),
      },
    },
    async (request, reply) => {
      const answer = await oidc.completeOidcSignIn(request.body, browserKeyOf(request), auditSourceOf(request));
      reply.header("set-cookie", flowCookie("", { isCrossSitePost: false, isSecure, maxAge: 0 }));
      return answer;
    },
  );

  app.post(
    "/auth/oidc/link/",
    {
      preValidation: authRateLimit(app, "linkProof"),
      schema: { tags, body: ZLinkWithPasswordRequest, response: answers({ 200: ZSignedInOrSecondStep }) },
    },
    async (request, reply) => {
      const userId = (await oidc.linkProofUserId(request.body.link_token)) ?? "unknown";
      return oidc.linkWithPassword(request.body, auditSourceOf(request), guardOf(request, reply, userId));
    },
  );

  app.post(
    "/auth/oidc/link/email/",
    {
      preValidation: authRateLimit(app, "linkProof"),
      schema: { tags, body: ZLinkByEmailRequest, response: answers({ 200: ZDetail }) },
    },
    async (request) => oidc.sendLinkEmail(request.body),
  );

  app.post(
    "/auth/oidc/link/confirm/",
    {
      preValidation: authRateLimit(app, "linkProof"),
      schema: { tags, body: ZLinkConfirmRequest, response: answers({ 200: ZSignedInOrSecondStep }) },
    },
    async (request) => oidc.confirmLinkByEmail(request.body, auditSourceOf(request)),
  );

  app.get(
    "/account/sign-in-providers/",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        response: answers({
          200: z.object({
            providers: z.array(
              z.object({
                provider: z.enum(SIGN_IN_PROVIDERS),
                email: z.string(),
                linked_at: z.string(),
                last_used_at: z.string().nullable(),
              }),
            ),
            configured: ZConfigured,
          }),
        }),
      },
    },
    async (request) => oidc.listLinkedProviders(requireUser(request)),
  );

  app.delete(
    "/account/sign-in-providers/:provider/",
    {
      preValidation: [authRateLimit(app, "signInProviders"), app.authenticate],
      schema: { tags, security, params: ZProvider, response: answers({ 200: ZDetail }) },
    },
    async (request) => oidc.unlinkSignInProvider(requireUser(request), request.params.provider, auditSourceOf(request)),
  );
}
