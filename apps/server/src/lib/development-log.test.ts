import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { developmentLogDestination, OneLineRequestLog } from "./development-log.js";

describe("the development log", () => {
  it("writes one short line per request, not two JSON objects", async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { stream: developmentLogDestination((line) => lines.push(line)) },
      logController: new OneLineRequestLog(),
    });
    app.get("/api/health/live", async () => ({ status: "ok" }));

    await app.inject({ method: "GET", url: "/api/health/live" });
    await app.close();

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d {2}info {3}GET \/api\/health\/live 200 \d+ ms\n$/);
  });

  it("keeps an error's stack and a line's own fields", () => {
    const lines: string[] = [];
    const destination = developmentLogDestination((line) => lines.push(line));

    destination.write(
      JSON.stringify({
        level: 50,
        time: Date.now(),
        msg: "job failed",
        queue: "mail",
        err: { stack: "Error: x\n  at y" },
      }),
    );

    expect(lines[0]).toMatch(/error {2}job failed {2}queue=mail\nError: x\n {2}at y\n$/);
  });
});
