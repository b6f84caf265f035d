import { INVITATION_STATUSES, MEMBER_ROLES } from "@paralex/shared/organization";
import type { TInvitationDetails } from "@paralex/shared/organization-views";
import { z } from "zod";

export const ZInvitationDetails = z.object({
  status: z.enum(INVITATION_STATUSES),
  organizationName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(MEMBER_ROLES),
  position: z.string().nullable(),
  products: z.array(z.number()),
  expiresAt: z.string(),
  hasAccount: z.boolean(),
}) satisfies z.ZodType<TInvitationDetails>;
