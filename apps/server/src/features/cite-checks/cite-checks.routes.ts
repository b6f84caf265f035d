import multipart from "@fastify/multipart";
import { CITE_CHECK_MAX_BYTES, citeCheckMessages, ZCiteCheckRename, ZCiteCheckText } from "@paralex/shared/cite-check";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { answers, ZRefusal } from "../../lib/answer-schemas.js";
import { AppError } from "../../lib/app-error.js";
import { parseInput } from "../../lib/parse-input.js";
import { requestRateLimit } from "../../lib/request-rate-limit.js";
import { binary, documentOnly, withZodSchemas } from "../../lib/route-schemas.js";
import { auditSourceOf } from "../audit/audit.service.js";
import { ZCaseLawSources, ZCiteCheckSummary, ZCiteCheckView } from "./cite-check-answers.js";
import { ZCiteCheckUsage } from "./cite-check-usage-answer.js";
import type { Draft } from "./cite-checks.service.js";
import type { CiteChecksService } from "./create-cite-checks-service.js";

const CHECKS_PER_MINUTE = 20;
const READS_PER_MINUTE = 600;
const PDF_DOWNLOADS_PER_MINUTE = 60;
/** A JSON body with the text of a 300-page draft (escaped), and the form around a 10 MB file. */
const BODY_LIMIT = 2 * CITE_CHECK_MAX_BYTES;

const ZFileTooLarge = z.object({ detail: z.string(), file: z.array(z.string()) });

const badInput = (message: string, field = "detail") =>
  new AppError("validation", message, { [field]: [message], detail: message });

const tags = ["cite-checks"];
const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });

/**
 * JSON text or a multipart file, told apart at run time; Fastify checks a body per media type and an absent body
 * has none, so the draft is checked here, with the one mapping, and the schema only documents it.
 */
const ZDraft = {
  content: {
    "application/json": { schema: documentOnly(ZCiteCheckText) },
    "multipart/form-data": { schema: documentOnly(z.object({ file: binary() })) },
  },
};

async function draftOf(request: FastifyRequest): Promise<Draft> {
  if (!request.isMultipart()) return { text: parseInput(ZCiteCheckText, request.body).text };
  const file = await request.file();
  if (file?.fieldname !== "file") throw badInput(citeCheckMessages.fileRequired, "file");
  const sourceName = file.filename.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 200) || null;
  return { document: await file.toBuffer(), sourceName };
}

/** The cite check: POST a draft (JSON text or a file), read its progress and report, list, rename, delete. */
export async function citeCheckRoutes(parent: FastifyInstance, { citeChecks }: { citeChecks: CiteChecksService }) {
  const app = withZodSchemas(parent);
  await app.register(multipart, {
    limits: { fileSize: CITE_CHECK_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    throwFileSizeLimit: true,
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE" || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send({ detail: citeCheckMessages.fileTooLarge, file: [citeCheckMessages.fileTooLarge] });
    }
    if (error.code?.startsWith("FST_") && error.statusCode === 406) {
      return reply.status(400).send({ detail: citeCheckMessages.fileRequired });
    }
    throw error;
  });
  const perUser = (name: string, max: number) =>
    requestRateLimit(app, {
      max,
      timeWindow: 60_000,
      key: (request) => (request.user ? `${name}:user:${request.user.id}` : undefined),
    });
  const reads = { onRequest: app.authenticate, preHandler: perUser("cite-check-read", READS_PER_MINUTE) };

  // Who may check, and how often, is settled before a byte of the body is read or parsed.
  const mayCheck = async (request: FastifyRequest) => {
    await citeChecks.requireCiteCheckAccess(requireUser(request));
  };
  app.post(
    "/cite-checks",
    {
      onRequest: [app.authenticate, mayCheck, perUser("cite-check", CHECKS_PER_MINUTE)],
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        security,
        body: ZDraft,
        response: answers({ 202: z.object({ id: z.string() }), 413: ZFileTooLarge }),
      },
    },
    async (request, reply) => {
      const draft = await draftOf(request);
      return reply
        .status(202)
        .send(await citeChecks.startCiteCheck(requireUser(request), draft, auditSourceOf(request)));
    },
  );
  app.get(
    "/cite-checks",
    { ...reads, schema: { tags, security, response: answers({ 200: z.array(ZCiteCheckSummary) }) } },
    async (request) => citeChecks.listCiteChecks(requireUser(request)),
  );
  app.get(
    "/cite-checks/usage",
    { ...reads, schema: { tags, security, response: answers({ 200: ZCiteCheckUsage }) } },
    async (request) => citeChecks.getCiteCheckUsage(requireUser(request)),
  );
  app.get(
    "/cite-checks/sources",
    { ...reads, schema: { tags, security, response: answers({ 200: ZCaseLawSources }) } },
    async (request) => citeChecks.getCaseLawSources(requireUser(request)),
  );
  app.get(
    "/cite-checks/:id",
    { ...reads, schema: { tags, security, params: ZIdParams, response: answers({ 200: ZCiteCheckView }) } },
    async (request) => citeChecks.getCiteCheck(requireUser(request), request.params.id),
  );
  const pdfReport = {
    200: { description: "The report as a PDF", content: { "application/pdf": { schema: binary() } } },
    "4xx": ZRefusal,
    "5xx": ZRefusal,
  };
  app.get(
    "/cite-checks/:id/report.pdf",
    {
      onRequest: app.authenticate,
      preHandler: perUser("cite-check-pdf", PDF_DOWNLOADS_PER_MINUTE),
      schema: { tags, security, params: ZIdParams, response: pdfReport },
    },
    async (request, reply) => {
      const { id, pdf } = await citeChecks.getCiteCheckPdf(requireUser(request), request.params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="cite-check-${id}.pdf"`)
        .send(pdf);
    },
  );
  app.patch(
    "/cite-checks/:id",
    {
      ...reads,
      schema: {
        tags,
        security,
        params: ZIdParams,
        body: documentOnly(ZCiteCheckRename),
        response: answers({ 200: ZCiteCheckSummary }),
      },
    },
    async (request) =>
      citeChecks.renameCiteCheck(requireUser(request), request.params.id, request.body, auditSourceOf(request)),
  );
  app.delete(
    "/cite-checks/:id",
    { ...reads, schema: { tags, security, params: ZIdParams, response: answers({ 204: z.undefined() }) } },
    async (request, reply) => {
      await citeChecks.deleteCiteCheck(requireUser(request), request.params.id, auditSourceOf(request));
      return reply.status(204).send();
    },
  );
}
