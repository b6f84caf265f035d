import type { SerializedError } from "@reduxjs/toolkit";
import { type ServerError, serverMessages } from "./base-query";

/** The words to show for a failed query or mutation: the server's own message where it gave one. */
export function errorMessage(error: ServerError | SerializedError | undefined): string {
  return error?.message || serverMessages.failed;
}
