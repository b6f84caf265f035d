import { setTimeout as delay } from "node:timers/promises";
import { setFlagsFromString } from "node:v8";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { openPipeLogDestination } from "./lib/log-destination.js";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    // The embedded database's WebAssembly stays on V8's baseline compiler (decision 037): optimizing its hot functions
    // in the background leaves 50 to 100 MB in the allocator's thread arenas for good. The price: reads answer 12 to
    // 17 % fewer requests a second, a long CPU-bound query takes up to 1.5 times as long. Set before PGlite compiles.
    setFlagsFromString("--liftoff-only");
  }

  const app = await buildApp(config, { logStream: openPipeLogDestination() });
  let isClosing = false;
  /**
   * SIGTERM: unready at once, serving on for the drain period while the load balancer notices, then no new work,
   * in-flight requests and jobs finish within the grace period, and the process exits whatever still runs.
   * SIGINT (Ctrl+C) skips the drain.
   */
  const shutdown = async (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    app.lifecycle.isShuttingDown = true;
    const drainMs = signal === "SIGTERM" ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs, graceMs: config.shutdownGraceMs }, "shutting down");
    await delay(drainMs);
    setTimeout(() => process.exit(1), config.shutdownGraceMs).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  const database = app.database.kind === "pglite" ? `embedded PGlite at ${config.pgliteDir}` : "PostgreSQL";
  console.log(`\n  ${config.brandName} is running at ${config.publicUrl}  (database: ${database})\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
