import { accountMessages } from "@paralex/shared/account";
import { detailOf, firstError } from "../../lib/api-client";
import { rateLimitMessage } from "../../lib/rate-limit-message";

/** The server's field errors for the named fields: the first message of each. */
export function serverFieldErrors<F extends string>(
  data: unknown,
  fields: Partial<Record<F, string>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const [field, apiField] of Object.entries(fields) as [F, string][]) {
    const message = firstError(data, apiField);
    if (message) errors[field] = message;
  }
  return errors;
}

/** One sentence for a failed call: a rate limit's own explanation, the server's detail, or a generic failure. */
export function failureMessage(status: number, data: unknown): string {
  return (
    rateLimitMessage(status, data) ??
    (status > 0 ? (detailOf(data) ?? firstError(data, "non_field_errors")) : null) ??
    accountMessages.requestFailed
  );
}
