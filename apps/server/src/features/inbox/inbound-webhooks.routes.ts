import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { InboxService } from "./create-inbox-service.js";
import {
  hasPostmarkCredentials,
  type MailgunPost,
  mailgunMessageOf,
  mailgunRecipientsOf,
  mailgunSignatureProblem,
  type PostmarkInbound,
  postmarkMessageOf,
  postmarkRecipientsOf,
} from "./provider-payloads.js";

/** A provider posts the message base64 or form-encoded: room for a message at the size limit, and its encoding. */
const bodyLimitOf = (maxMessageBytes: number) => Math.ceil(maxMessageBytes * 1.4) + 1024 * 1024;
const MAX_PARTS = 200;

async function mailgunPostOf(request: FastifyRequest): Promise<MailgunPost> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string>, files: [] };
  const post: MailgunPost = { fields: {}, files: [] };
  for await (const part of request.parts()) {
    if (part.type === "file") {
      post.files.push({
        field: part.fieldname,
        filename: part.filename || part.fieldname,
        contentType: part.mimetype,
        content: await part.toBuffer(),
      });
    } else if (typeof part.value === "string") {
      post.fields[part.fieldname] = part.value;
    }
  }
  return post;
}

/**
 * Provider webhooks behind the same pipeline as the SMTP listener. Each answers 200 only once the message is stored;
 * a message we refuse gets the answer that stops the provider's retries (Postmark 403, Mailgun 406).
 */
export async function inboundWebhookRoutes(
  app: FastifyInstance,
  options: { inbox: InboxService; maxMessageBytes: number; postmarkCredentials?: string; mailgunSigningKey?: string },
) {
  const { inbox, maxMessageBytes } = options;
  const bodyLimit = bodyLimitOf(maxMessageBytes);
  const schema = { tags: ["inbound mail"] };

  const { postmarkCredentials } = options;
  if (postmarkCredentials) {
    app.post("/inbound/postmark", { bodyLimit, schema }, async (request, reply) => {
      if (!hasPostmarkCredentials(request.headers.authorization, postmarkCredentials)) {
        return reply.status(401).header("www-authenticate", 'Basic realm="inbound"').send({ detail: "Unauthorized" });
      }
      const payload = (request.body ?? {}) as PostmarkInbound;
      const { raw, mailFrom } = await postmarkMessageOf(payload);
      if (raw.length > maxMessageBytes) return reply.status(403).send({ detail: "Message too big" });
      const receipt = await inbox.receiveFromProvider({
        transport: "postmark",
        raw,
        addresses: postmarkRecipientsOf(payload),
        mailFrom,
        clientIp: request.ip ?? null,
        clientHelo: null,
      });
      // 403 is the one answer after which Postmark does not retry.
      if (receipt === "unknown_recipient") return reply.status(403).send({ detail: "No such mailbox here" });
      return reply.status(200).send({ status: receipt });
    });
  }

  const { mailgunSigningKey } = options;
  if (mailgunSigningKey) {
    await app.register(async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: maxMessageBytes, fieldSize: maxMessageBytes, files: MAX_PARTS, fields: MAX_PARTS },
        throwFileSizeLimit: true,
      });
      scope.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.post("/inbound/mailgun", { bodyLimit, schema }, async (request, reply) => {
        const post = await mailgunPostOf(request);
        const problem = mailgunSignatureProblem(post.fields, mailgunSigningKey);
        if (problem) return reply.status(401).send({ detail: `Signature refused: ${problem}` });
        if (!(await inbox.acceptWebhookToken("mailgun", post.fields.token as string))) {
          return reply.status(401).send({ detail: "Signature refused: token already used" });
        }
        const { raw, mailFrom } = await mailgunMessageOf(post);
        // 406 is the one answer after which Mailgun does not retry.
        if (raw.length > maxMessageBytes) return reply.status(406).send({ detail: "Message too big" });
        const receipt = await inbox.receiveFromProvider({
          transport: "mailgun",
          raw,
          addresses: mailgunRecipientsOf(post.fields),
          mailFrom,
          clientIp: request.ip ?? null,
          clientHelo: null,
        });
        if (receipt === "unknown_recipient") return reply.status(406).send({ detail: "No such mailbox here" });
        return reply.status(200).send({ status: receipt });
      });
    });
  }
}
