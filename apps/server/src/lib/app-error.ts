export type FieldErrors = Record<string, string[]>;

const statusByCode = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  upstream: 502,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

/** A failure the client may see: its code maps once to an HTTP status, its body is safe to show. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly body: Record<string, unknown> = { detail: message },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "AppError";
    this.statusCode = statusByCode[code];
  }

  static validation(fieldErrors: FieldErrors): AppError {
    return new AppError("validation", "Invalid input.", fieldErrors);
  }
}
