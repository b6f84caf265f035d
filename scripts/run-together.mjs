import { spawn } from "node:child_process";

/**
 * Runs npm scripts at the same time and fails if any failed. The last one's output streams as it comes; each
 * other's is printed whole when it ends. `npm test` uses it so that the single-threaded checks (typecheck,
 * boundaries) run beside vitest on a machine whose cores it does not always keep busy.
 * Usage: node scripts/run-together.mjs lint typecheck test:unit
 */
const scripts = process.argv.slice(2);
const started = Date.now();

function run(script, index) {
  const streams = index === scripts.length - 1;
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: ["ignore", streams ? "inherit" : "pipe", streams ? "inherit" : "pipe"],
      env: process.env,
    });
    const chunks = [];
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n=== npm run ${script}: ${code === 0 ? "passed" : `FAILED (${code})`} after ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(", ")}`);
  process.exit(1);
}
