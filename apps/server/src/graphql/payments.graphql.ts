import { builder } from "./graphql-builder.js";
import { requireViewer } from "./graphql-context.js";

builder.mutationField("billingPortalUrl", (t) =>
  t.string({
    description: "Stripe's customer portal for a Stripe customer, else the built-in billing page (a 15-minute link).",
    resolve: (_root, _args, context) => context.payments.createBillingPortalUrl(requireViewer(context)),
  }),
);
