import type { TAuthUser } from "@paralex/shared/auth-validation";
import { subscriptionMessages } from "@paralex/shared/subscriptions";
import { AppError } from "../lib/app-error.js";
import { builder } from "./graphql-builder.js";
import { requireViewer } from "./graphql-context.js";

/** The spec's user fields (section 3), in both the camelCase and snake_case spellings the client reads. */
export const UserRef = builder.objectRef<TAuthUser>("User").implement({
  fields: (t) => ({
    userId: t.exposeID("userId"),
    cognito_user_id: t.exposeString("cognito_user_id", { nullable: true }),
    organizationId: t.exposeID("organizationId", { nullable: true }),
    username: t.exposeString("username"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName"),
    first_name: t.exposeString("first_name"),
    lastName: t.exposeString("lastName"),
    last_name: t.exposeString("last_name"),
    createdDate: t.exposeString("createdDate"),
    assignedCases: t.exposeStringList("assignedCases"),
    legalTeamIds: t.exposeStringList("legalTeamIds"),
    profileImage: t.exposeString("profileImage", { nullable: true }),
  }),
});

builder.queryField("user", (t) =>
  t.field({
    type: UserRef,
    description: "The signed-in user's own record; any other address answers FORBIDDEN, known or not.",
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireViewer(context);
      const email = args.email.trim();
      if (email === "") {
        const message = subscriptionMessages.emailRequired;
        throw new AppError("validation", message, { email: [message] });
      }
      if (email.toLowerCase() !== viewer.email.toLowerCase()) {
        throw new AppError("forbidden", subscriptionMessages.notAuthorized);
      }
      return context.users.getAuthUser(viewer.id);
    },
  }),
);
