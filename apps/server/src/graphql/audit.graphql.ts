import { AUDIT_LOG_PAGE_SIZE, type TAuditActor, type TAuditLogItem, type TAuditLogPage } from "@paralex/shared/audit";
import { builder } from "./graphql-builder.js";
import { requireViewer } from "./graphql-context.js";

const AuditEventRef = builder.objectRef<TAuditLogItem>("AuditEvent").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    action: t.exposeString("action"),
    label: t.exposeString("label", { description: "How the dashboard names the action." }),
    actorEmail: t.exposeString("actorEmail", { nullable: true, description: "Null when a payment provider acted." }),
    actorName: t.exposeString("actorName", {
      nullable: true,
      description: "The actor's name while they are a member of the organization.",
    }),
    target: t.exposeString("target", { nullable: true, description: "As recorded: an address or an id." }),
    targetName: t.exposeString("targetName", {
      nullable: true,
      description: "What the event was done to, by name: a product and tier, a cite check, a person.",
    }),
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

const AuditActorRef = builder.objectRef<TAuditActor>("AuditActor").implement({
  fields: (t) => ({
    email: t.exposeString("email"),
    name: t.exposeString("name", { nullable: true }),
  }),
});

builder.queryField("auditLog", (t) =>
  t.field({
    type: AuditLogPageRef,
    description: "The viewer's organization's security events that match the filters, newest first; Admins only.",
    args: {
      first: t.arg.int({ required: false, defaultValue: AUDIT_LOG_PAGE_SIZE }),
      before: t.arg.id({ required: false }),
      actor: t.arg.string({ required: false, description: "Only events by this address." }),
      actions: t.arg.stringList({ required: false, description: "Only events of these actions." }),
      from: t.arg.string({ required: false, description: "ISO 8601: events at or after this instant." }),
      to: t.arg.string({ required: false, description: "ISO 8601: events before this instant." }),
    },
    resolve: (_root, args, context) =>
      context.audit.readAuditLog(
        requireViewer(context),
        {
          first: args.first ?? AUDIT_LOG_PAGE_SIZE,
          before: args.before === null || args.before === undefined ? null : String(args.before),
        },
        { actor: args.actor, actions: args.actions, from: args.from, to: args.to },
      ),
  }),
);

builder.queryField("auditLogActors", (t) =>
  t.field({
    type: [AuditActorRef],
    description: "Everyone who acted in the viewer's organization's log, for its filter; Admins only.",
    resolve: (_root, _args, context) => context.audit.listAuditActors(requireViewer(context)),
  }),
);
