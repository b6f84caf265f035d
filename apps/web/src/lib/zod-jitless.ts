// Vite resolves "zod" here in the browser build: zod's compiled fast path probes `new Function`, which the
// strict CSP blocks and reports. Turning it off before any schema is built keeps the console clean.
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z };
