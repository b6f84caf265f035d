import { GRAPHQL_ERROR_CODES } from "@paralex/shared/subscriptions";
import { hasControlCharacter, textMessages } from "@paralex/shared/text-input";
import { GraphQLError, type ValidationRule } from "graphql";
import { AppError } from "../lib/app-error.js";

/**
 * Before any resolver runs, whatever its own checks: no string argument, written in the query or sent as a
 * variable, may hold a NUL or another control character. Tabs and line breaks pass here, for free text; the
 * shared schemas of one-line fields refuse them too.
 */
const isTainted = (value: string) => hasControlCharacter(value, { allowLineBreaks: true });

export const controlCharacterLiteralsRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (!isTainted(node.value)) return;
    context.reportError(
      new GraphQLError(textMessages.controlCharacters, {
        nodes: [node],
        extensions: { code: GRAPHQL_ERROR_CODES.badUserInput },
      }),
    );
  },
});

/** Walks the variables without recursion, so no nesting depth can exhaust the stack. */
export function refuseControlCharactersInVariables(variables: Record<string, unknown> | null | undefined): void {
  const pending: unknown[] = [variables];
  while (pending.length > 0) {
    const value = pending.pop();
    const isRefused =
      typeof value === "string"
        ? isTainted(value)
        : value !== null && typeof value === "object" && Object.keys(value).some(isTainted);
    if (isRefused) {
      const message = textMessages.controlCharacters;
      throw new AppError("validation", message, { variables: [message] });
    }
    if (value !== null && typeof value === "object") pending.push(...Object.values(value));
  }
}
