import type { TCiteCheckUsage } from "@paralex/shared/cite-check";
import { z } from "zod";

export const ZCiteCheckUsage = z.object({
  used: z.number(),
  quota: z.number(),
  resetsAt: z.string(),
}) satisfies z.ZodType<TCiteCheckUsage>;
