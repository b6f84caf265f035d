import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { answers } from "../../lib/answer-schemas.js";
import { documentOnly, withZodSchemas } from "../../lib/route-schemas.js";
import { auditSourceOf } from "../audit/audit.service.js";
import { ZAlertsAnswer, ZCaseDetail, ZCaseList, ZCourts, ZMembers } from "./cases.schemas.js";
import type { CasesService } from "./create-cases-service.js";

const tags = ["cases"];
const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
const ZTeamParams = z.object({ id: z.string(), userId: z.string() });

/** The cases pages' API: the list, a case's docket, adding and confirming cases, and one's own alerts. */
export async function casesRoutes(parent: FastifyInstance, { cases }: { cases: CasesService }) {
  const app = withZodSchemas(parent);
  const auth = { onRequest: app.authenticate };
  app.get("/cases", { ...auth, schema: { tags, security, response: answers({ 200: ZCaseList }) } }, async (request) =>
    cases.listCases(requireUser(request)),
  );
  app.post(
    "/cases",
    {
      ...auth,
      schema: {
        tags,
        security,
        body: documentOnly(
          z.object({
            courtId: z.string(),
            docketNumber: z.string(),
            caseName: z.string(),
            clientMatter: z.string().optional(),
            team: z.array(z.string()).optional(),
          }),
        ),
        response: answers({ 201: ZCaseDetail }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await cases.addCase(requireUser(request), request.body, auditSourceOf(request))),
  );
  app.get(
    "/cases/courts",
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: z.object({ q: z.string().max(200).default("") }),
        response: answers({ 200: ZCourts }),
      },
    },
    async (request) => {
      requireUser(request);
      return { courts: cases.findCourts(request.query.q) };
    },
  );
  app.get(
    "/cases/team-candidates",
    { ...auth, schema: { tags, security, response: answers({ 200: ZMembers }) } },
    async (request) => ({ members: await cases.listTeamCandidates(requireUser(request)) }),
  );
  app.get(
    "/cases/:id",
    { ...auth, schema: { tags, security, params: ZIdParams, response: answers({ 200: ZCaseDetail }) } },
    async (request) => cases.getCase(requireUser(request), request.params.id),
  );
  app.post(
    "/cases/:id/confirm",
    { ...auth, schema: { tags, security, params: ZIdParams, response: answers({ 200: ZCaseDetail }) } },
    async (request) => cases.confirmProposedCase(requireUser(request), request.params.id, auditSourceOf(request)),
  );
  app.post(
    "/cases/:id/dismiss",
    { ...auth, schema: { tags, security, params: ZIdParams, response: answers({ 204: z.undefined() }) } },
    async (request, reply) => {
      await cases.dismissProposedCase(requireUser(request), request.params.id, auditSourceOf(request));
      return reply.status(204).send();
    },
  );
  app.put(
    "/cases/:id/alerts",
    {
      ...auth,
      schema: {
        tags,
        security,
        params: ZIdParams,
        body: documentOnly(
          z.object({ alertPreference: z.string(), digestHour: z.number().optional(), timeZone: z.string().optional() }),
        ),
        response: answers({ 200: ZAlertsAnswer }),
      },
    },
    async (request) => cases.setMyCaseAlerts(requireUser(request), request.params.id, request.body),
  );
  app.post(
    "/cases/:id/team",
    {
      ...auth,
      schema: {
        tags,
        security,
        params: ZIdParams,
        body: documentOnly(z.object({ userId: z.string() })),
        response: answers({ 204: z.undefined() }),
      },
    },
    async (request, reply) => {
      await cases.addTeamMember(requireUser(request), request.params.id, request.body, auditSourceOf(request));
      return reply.status(204).send();
    },
  );
  app.delete(
    "/cases/:id/team/:userId",
    { ...auth, schema: { tags, security, params: ZTeamParams, response: answers({ 204: z.undefined() }) } },
    async (request, reply) => {
      const { id, userId } = request.params;
      await cases.removeTeamMember(requireUser(request), id, userId, auditSourceOf(request));
      return reply.status(204).send();
    },
  );
}
