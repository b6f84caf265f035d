import {
  accountMessages,
  PHOTO_MAX_BYTES,
  ZEmailChangeConfirm,
  ZEmailChangeRequest,
  ZProfilePatch,
  ZProfileUpdate,
} from "@paralex/shared/account";
import type { FastifyError, FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { answers, ZDetail, ZRefusal } from "../../lib/answer-schemas.js";
import { binary, documentOnly, withZodSchemas } from "../../lib/route-schemas.js";
import { auditSourceOf } from "../audit/audit.service.js";
import { ZAuthUser } from "../auth/auth-answers.js";
import { authRateLimit } from "../auth/auth-rate-limits.js";
import type { AccountService } from "./create-account-service.js";

const tags = ["account"];
const security = [{ bearer: [] }];
const PHOTO_TYPES = ["image/png", "image/jpeg", "image/webp"];

/** The Account Options page's API: personal information (dj-rest-auth's auth/user/), email change, photo. */
export async function accountRoutes(parent: FastifyInstance, options: { account: AccountService }) {
  const { account } = options;
  const app = withZodSchemas(parent);
  const profile = { preValidation: [authRateLimit(app, "profileUpdate"), app.authenticate] };
  app.put(
    "/auth/user/",
    { ...profile, schema: { tags, security, body: ZProfileUpdate, response: answers({ 200: ZAuthUser }) } },
    async (request) => account.updateProfile(requireUser(request), request.body, auditSourceOf(request)),
  );
  app.patch(
    "/auth/user/",
    { ...profile, schema: { tags, security, body: ZProfilePatch, response: answers({ 200: ZAuthUser }) } },
    async (request) => account.updateProfile(requireUser(request), request.body, auditSourceOf(request)),
  );

  app.post(
    "/account/email/",
    {
      preValidation: [authRateLimit(app, "emailChange"), app.authenticate],
      schema: { tags, security, body: ZEmailChangeRequest, response: answers({ 200: ZDetail }) },
    },
    async (request) => account.requestEmailChange(requireUser(request), request.body, auditSourceOf(request)),
  );
  app.post(
    "/account/email/confirm/",
    {
      preValidation: authRateLimit(app, "emailChangeConfirm"),
      schema: { tags, body: ZEmailChangeConfirm, response: answers({ 200: ZDetail.extend({ email: z.string() }) }) },
    },
    async (request) => account.confirmEmailChange(request.body, auditSourceOf(request)),
  );

  await app.register(photoRoutes, options);
}

/** Its own context: the upload's body is raw bytes of any declared type, judged by content alone. */
async function photoRoutes(parent: FastifyInstance, { account }: { account: AccountService }) {
  const app = withZodSchemas(parent);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send({ detail: accountMessages.photoTooLarge });
    }
    throw error;
  });

  app.put(
    "/account/photo/",
    {
      // Authenticated before the body is read, so an anonymous upload costs no 2 MB.
      onRequest: app.authenticate,
      preHandler: authRateLimit(app, "photoUpload"),
      bodyLimit: PHOTO_MAX_BYTES,
      schema: {
        tags,
        security,
        description: "The photo's bytes: PNG, JPEG or WebP, judged by content whatever the declared type.",
        consumes: PHOTO_TYPES,
        body: binary(),
        response: answers({ 200: ZAuthUser, 413: ZDetail }),
      },
    },
    async (request) => account.savePhoto(requireUser(request), request.body, auditSourceOf(request)),
  );
  app.delete(
    "/account/photo/",
    { onRequest: app.authenticate, schema: { tags, security, response: answers({ 200: ZAuthUser }) } },
    async (request) => account.removePhoto(requireUser(request), auditSourceOf(request)),
  );
  app.get(
    "/account/photo/:userId",
    {
      schema: {
        tags,
        params: z.object({ userId: z.string() }),
        querystring: documentOnly(z.object({ v: z.string().optional() })),
        response: {
          200: { description: "The photo as WebP", content: { "image/webp": { schema: binary() } } },
          404: ZRefusal,
        },
      },
    },
    async (request, reply) => {
      const photo = await account.readPhoto(request.params.userId, request.query.v);
      if (!photo) return reply.status(404).send({ detail: "Not found." });
      return reply
        .header("content-type", photo.contentType)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=31536000, immutable")
        .header("last-modified", photo.updatedAt.toUTCString())
        .send(photo.bytes);
    },
  );
}
