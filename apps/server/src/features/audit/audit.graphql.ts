import { AUDIT_LOG_PAGE_SIZE, type TAuditLogItem, type TAuditLogPage } from "@paralex/shared/audit";
import { builder } from "../../graphql/graphql-builder.js";
import { requireViewer } from "../../graphql/graphql-context.js";

const AuditEventRef = builder.objectRef<TAuditLogItem>("AuditEvent").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    action: t.exposeString("action"),
    label: t.exposeString("label", { description: "How the dashboard names the action." }),
    actorEmail: t.exposeString("actorEmail", { nullable: true, description: "Null when a payment provider acted." }),
    target: t.exposeString("target", { nullable: true }),
    ipAddress: t.exposeString("ipAddress", { nullable: true }),
    userAgent: t.exposeString("userAgent", { nullable: true }),
    createdAt: t.exposeString("createdAt", { description: "ISO 8601." }),
    details: t.exposeString("details", { description: "The event's details as a JSON object." }),
  }),
});

const AuditLogPageRef = builder.objectRef<TAuditLogPage>("AuditLogPage").implement({
  fields: (t) => ({
    items: t.field({ type: [AuditEventRef], resolve: (page) => page.items }),
    nextCursor: t.exposeID("nextCursor", { nullable: true, description: "Pass as `before` for older events." }),
  }),
});

builder.queryField("auditLog", (t) =>
  t.field({
    type: AuditLogPageRef,
    description: "The viewer's organization's security events, newest first; Admins only.",
    args: {
      first: t.arg.int({ required: false, defaultValue: AUDIT_LOG_PAGE_SIZE }),
      before: t.arg.id({ required: false }),
    },
    resolve: (_root, args, context) =>
      context.audit.readAuditLog(requireViewer(context), {
        first: args.first ?? AUDIT_LOG_PAGE_SIZE,
        before: args.before === null || args.before === undefined ? null : String(args.before),
      }),
  }),
);
