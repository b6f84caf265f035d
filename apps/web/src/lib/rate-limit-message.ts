import { detailOf } from "./api-client";

/** A 429 answer carries its own explanation, which is clearer than any generic failure. */
export function rateLimitMessage(status: number, data: unknown): string | null {
  return status === 429 ? (detailOf(data) ?? "Too many attempts. Please wait a moment and try again.") : null;
}
