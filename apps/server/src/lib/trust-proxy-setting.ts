import { isIP } from "node:net";
import { z } from "zod";

/** Fastify's `trustProxy`: off, or the addresses and ranges of the proxies in front of the server. */
export type TrustProxy = false | string[];

/** The named ranges proxy-addr (Fastify's reader of X-Forwarded-For) understands. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const ADVICE =
  "give the addresses or CIDR ranges of the proxies in front of the server, comma-separated " +
  "(e.g. 10.0.0.0/8,127.0.0.1, or loopback, uniquelocal); unset, false or 0 trusts none";

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function refusal(value: string, entries: string[]): string {
  if (["true", "yes", "on"].includes(value.toLowerCase())) {
    return `"${value}" would trust any X-Forwarded-For a client sends: ${ADVICE}`;
  }
  if (/^\d+$/.test(value)) {
    return `a hop count (${value}) cannot tell a proxy from a client that connects directly: ${ADVICE}`;
  }
  const wrong = entries.filter((entry) => !isProxyAddress(entry)).map((entry) => `"${entry}"`);
  return `${wrong.join(", ")} is not an address, a CIDR range or a named range: ${ADVICE}`;
}

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe. Only the listed proxies are; "true" and hop counts are refused,
 * since either lets a client choose the address every per-address limit and the audit log use.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    if (!value || value.toLowerCase() === "false" || value === "0") return false;
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({ code: "custom", message: refusal(value, entries) });
    return z.NEVER;
  });
