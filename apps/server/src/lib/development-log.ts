import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { LogDestination } from "./log-destination.js";

const LEVELS: Record<number, string> = { 10: "trace", 20: "debug", 30: "info", 40: "warn", 50: "error", 60: "fatal" };
const SHOWN_APART = new Set(["level", "time", "pid", "hostname", "msg", "requestId", "reqId"]);

/**
 * A log destination for development: each JSON line the logger writes becomes one short line a person reads
 * ("12:04:05 warn  message  key=value"), errors with their stack. Production and tests keep structured JSON.
 */
export function developmentLogDestination(write: (line: string) => void): LogDestination {
  return {
    dropped: 0,
    write(line) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line);
      } catch {
        write(line);
        return;
      }
      const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
      const level = (LEVELS[Number(entry.level)] ?? "log").padEnd(5);
      const extras = Object.entries(entry)
        .filter(([key]) => !SHOWN_APART.has(key) && key !== "err")
        .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
      const error = entry.err as { stack?: string } | undefined;
      write(
        `${[time, level, entry.msg, ...extras].filter(Boolean).join("  ")}${error?.stack ? `\n${error.stack}` : ""}\n`,
      );
    },
  };
}

/** One line per request in development, when it is answered: "GET /api/health/live 200 1 ms". */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
