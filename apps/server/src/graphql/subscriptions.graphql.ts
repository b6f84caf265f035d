import type { TPlanChange, TPlanPreview, TPlanPreviewTier, TSubscriptionView } from "@paralex/shared/subscriptions";
import { findTier } from "../features/products/products.service.js";
import { builder } from "./graphql-builder.js";
import { requireViewer } from "./graphql-context.js";
import { ProductRef } from "./products.graphql.js";

/** The spec's subscription fields (AmountCharged capitalised as the client reads it) and its state. */
export const SubscriptionRef = builder.objectRef<TSubscriptionView>("ProductSubscription").implement({
  fields: (t) => ({
    subsId: t.exposeID("subsId"),
    organizationId: t.exposeID("organizationId"),
    appId: t.exposeInt("appId"),
    userId: t.exposeID("userId"),
    startDate: t.exposeString("startDate", { description: "ISO 8601, midnight UTC." }),
    endDate: t.exposeString("endDate", { description: "ISO 8601, midnight UTC: the next bill date." }),
    pricingStrategyId: t.exposeID("pricingStrategyId"),
    pricingTier: t.exposeString("pricingTier"),
    AmountCharged: t.exposeFloat("amountCharged", { description: "US dollars a month." }),
    amountCharged: t.exposeFloat("amountCharged"),
    status: t.exposeString("status", { description: "active, past_due, unpaid or canceled." }),
    cancelAtPeriodEnd: t.exposeBoolean("cancelAtPeriodEnd"),
    provider: t.exposeString("provider"),
    features: t.stringList({
      description: "What the subscribed tier includes.",
      resolve: async (subscription, _args, context) => {
        const strategy = await context.products.getPricingStrategy(subscription.pricingStrategyId);
        const tier = strategy && findTier(strategy, subscription.pricingTier);
        return tier ? [...tier.features] : [];
      },
    }),
    product: t.field({
      type: ProductRef,
      nullable: true,
      resolve: (subscription, _args, context) => context.products.getProduct(subscription.appId),
    }),
  }),
});

const PlanChangeRef = builder.objectRef<TPlanChange>("SubscriptionPlanChange").implement({
  fields: (t) => ({
    subscription: t.field({ type: SubscriptionRef, resolve: (change) => change.subscription }),
    prorationAmount: t.exposeFloat("prorationAmount", {
      description: "US dollars for the rest of the period: positive is owed, negative credited.",
    }),
    note: t.exposeString("note"),
  }),
});

const PlanPreviewTierRef = builder.objectRef<TPlanPreviewTier>("PlanPreviewTier").implement({
  fields: (t) => ({
    tier: t.exposeString("tier"),
    costPerUser: t.exposeFloat("costPerUser", { description: "US dollars a seat a month." }),
    seats: t.exposeInt("seats"),
    monthlyTotal: t.exposeFloat("monthlyTotal", { description: "US dollars a month from the next bill date." }),
    prorationAmount: t.exposeFloat("prorationAmount", {
      description: "US dollars for the rest of the period if switched now: positive is owed, negative credited.",
    }),
    isCurrent: t.exposeBoolean("isCurrent"),
  }),
});

const PlanPreviewRef = builder.objectRef<TPlanPreview>("PlanPreview").implement({
  fields: (t) => ({
    subsId: t.exposeID("subsId"),
    seats: t.exposeInt("seats"),
    remainingDays: t.exposeInt("remainingDays"),
    nextBillDate: t.exposeString("nextBillDate", { description: "ISO 8601: the new monthly amount's first bill." }),
    tiers: t.field({ type: [PlanPreviewTierRef], resolve: (preview) => preview.tiers }),
  }),
});

builder.queryField("planChangePreview", (t) =>
  t.field({
    type: PlanPreviewRef,
    description: "What switching the subscription to each tier would bill, as changeSubscriptionPlan prices it.",
    args: { subsId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.subscriptions.previewPlanChange(requireViewer(context), String(args.subsId)),
  }),
);

builder.queryField("subscriptionsByUser", (t) =>
  t.field({
    type: [SubscriptionRef],
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.subscriptions.listSubscriptionsOfUser(requireViewer(context), String(args.userId)),
  }),
);

builder.mutationFields((t) => ({
  cancelSubscription: t.field({
    type: SubscriptionRef,
    description: "Ends the subscription at the end of its paid period; it stays active until then.",
    args: { subsId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.subscriptions.cancelSubscription(requireViewer(context), String(args.subsId), context.auditSource),
  }),
  changeSubscriptionPlan: t.field({
    type: PlanChangeRef,
    description: "Switches to another tier of the same product at the server's price, prorated.",
    args: { subsId: t.arg.id({ required: true }), tier: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.subscriptions.changeSubscriptionPlan(
        requireViewer(context),
        String(args.subsId),
        args.tier,
        context.auditSource,
      ),
  }),
}));
