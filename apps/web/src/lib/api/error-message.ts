import type { SerializedError } from "@reduxjs/toolkit";
import { type ServerError, serverMessages } from "./base-query";

/** The words to show for a failed query or mutation: the server's own message where it gave one. */
export function errorMessage(error: ServerError | SerializedError | undefined): string {
  return error?.message || serverMessages.failed;
}

/** What a failed query or mutation answered: its status (0 when the server was not reached) and its body. */
export function answerOf(error: ServerError | SerializedError | undefined): { status: number; data: unknown } {
  const server = error as ServerError | undefined;
  return { status: server?.status ?? 0, data: server?.data };
}
