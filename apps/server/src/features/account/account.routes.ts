import {
  accountMessages,
  PHOTO_MAX_BYTES,
  ZEmailChangeConfirm,
  ZEmailChangeRequest,
  ZProfilePatch,
  ZProfileUpdate,
} from "@paralex/shared/account";
import type { FastifyError, FastifyInstance } from "fastify";
import { parseInput } from "../../lib/parse-input.js";
import { auditSourceOf } from "../audit/audit.service.js";
import { authRateLimit } from "../auth/auth-rate-limits.js";
import { requireUser } from "../auth/authenticate.js";
import type { AccountDeps } from "./account-deps.js";
import { confirmEmailChange, requestEmailChange } from "./account-email.service.js";
import { readPhoto, removePhoto, savePhoto } from "./account-photo.service.js";
import { updateProfile } from "./account-profile.service.js";

/** The Account Options page's API: personal information (dj-rest-auth's auth/user/), email change, photo. */
export async function accountRoutes(app: FastifyInstance, deps: AccountDeps) {
  const profileOptions = { preHandler: [authRateLimit(app, "profileUpdate"), app.authenticate] };
  app.put("/auth/user/", profileOptions, async (request) =>
    updateProfile(deps, requireUser(request), parseInput(ZProfileUpdate, request.body), auditSourceOf(request)),
  );
  app.patch("/auth/user/", profileOptions, async (request) =>
    updateProfile(deps, requireUser(request), parseInput(ZProfilePatch, request.body), auditSourceOf(request)),
  );

  app.post("/account/email/", { preHandler: [authRateLimit(app, "emailChange"), app.authenticate] }, async (request) =>
    requestEmailChange(
      deps,
      requireUser(request),
      parseInput(ZEmailChangeRequest, request.body),
      auditSourceOf(request),
    ),
  );
  app.post("/account/email/confirm/", { preHandler: authRateLimit(app, "emailChangeConfirm") }, async (request) =>
    confirmEmailChange(deps, parseInput(ZEmailChangeConfirm, request.body), auditSourceOf(request)),
  );

  await app.register(photoRoutes, deps);
}

/** Its own context: the upload's body is raw bytes of any declared type, judged by content alone. */
async function photoRoutes(app: FastifyInstance, deps: AccountDeps) {
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
    // Authenticated before the body is read, so an anonymous upload costs no 2 MB.
    { onRequest: app.authenticate, preHandler: authRateLimit(app, "photoUpload"), bodyLimit: PHOTO_MAX_BYTES },
    async (request) => savePhoto(deps, requireUser(request), request.body, auditSourceOf(request)),
  );
  app.delete("/account/photo/", { onRequest: app.authenticate }, async (request) =>
    removePhoto(deps, requireUser(request), auditSourceOf(request)),
  );
  app.get<{ Params: { userId: string }; Querystring: { v?: string } }>(
    "/account/photo/:userId",
    async (request, reply) => {
      const photo = await readPhoto(deps, request.params.userId, request.query.v);
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
