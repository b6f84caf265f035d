import { z } from "zod";

/** `{detail}`: a message, on success or refusal (DRF's shape). */
export const ZDetail = z.object({ detail: z.string() });

/** The one 400 of bad input: messages by field, `non_field_errors` for the body as a whole. */
export const ZFieldErrors = z
  .record(z.string(), z.array(z.string()))
  .meta({ description: "Messages by field; non_field_errors for the body as a whole" });

/** The refusals every route may answer: `{detail}`, with a code or field messages on some; a 5xx adds the request id. */
export const ZRefusal = z.looseObject({ detail: z.string(), requestId: z.string().optional() });

/** Success answers of a route plus the bad-input 400 and the generic refusals. */
export function answers<TSuccess extends Record<number, z.ZodType>>(success: TSuccess) {
  return { ...success, 400: ZFieldErrors, "4xx": ZRefusal, "5xx": ZRefusal };
}
