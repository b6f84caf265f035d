import { resolve as systemResolve } from "node:dns/promises";
import { MessageChannel } from "node:worker_threads";
import { WorkerLimitError, workerTask } from "../../workers/worker-pool.js";
import type { InboxDeps } from "./inbox-deps.js";
import type { StoredRaw } from "./raw-message.js";
import type { DnsAnswer, DnsQuestion, SenderAuthenticationInput } from "./sender-authentication-work.js";

const authenticateSenderTask = workerTask<SenderAuthenticationInput, { dmarc: string }>(
  new URL("./sender-authentication-work.js", import.meta.url),
  "authenticateSender",
);

/**
 * DMARC for the From domain (with SPF, DKIM and ARC behind it), checked with mailauth in a worker thread; null when it
 * passes. The worker asks its DNS questions here, of `deps.dnsResolver` when given, else of the system's resolver.
 */
export async function senderAuthenticationProblem(
  deps: InboxDeps,
  raw: StoredRaw,
  envelope: { clientIp: string | null; clientHelo: string | null; mailFrom: string | null },
): Promise<string | null> {
  const resolver = deps.dnsResolver ?? ((name: string, rrtype: string) => systemResolve(name, rrtype));
  const { port1, port2 } = new MessageChannel();
  port1.on("message", ({ id, name, rrtype }: DnsQuestion) => {
    resolver(name, rrtype).then(
      (answer) => port1.postMessage({ id, answer } satisfies DnsAnswer),
      (error: { message?: string; code?: string }) =>
        port1.postMessage({
          id,
          error: { message: String(error?.message ?? error), ...(error?.code ? { code: error.code } : {}) },
        } satisfies DnsAnswer),
    );
  });
  let verdict: string;
  try {
    const input: SenderAuthenticationInput = {
      raw: raw.bytes,
      isGzipped: raw.isGzipped,
      envelope: {
        ...(envelope.clientIp ? { ip: envelope.clientIp.replace(/^::ffff:/, "") } : {}),
        ...(envelope.clientHelo ? { helo: envelope.clientHelo } : {}),
        ...(envelope.mailFrom ? { sender: envelope.mailFrom } : {}),
      },
      mta: deps.inbound.agentMailDomain,
      dns: port2,
    };
    ({ dmarc: verdict } = await deps.workers.run(authenticateSenderTask, input, {
      timeoutMs: deps.documentReadSeconds * 1000,
      transferList: [port2],
    }));
  } catch (error) {
    if (error instanceof WorkerLimitError && error.limit !== "busy") {
      return `Sender not authenticated: the check ran out of ${error.limit === "time" ? "time" : "memory"}`;
    }
    throw error;
  } finally {
    port1.close();
  }
  return verdict === "pass" ? null : `Sender not authenticated: DMARC ${verdict} for the From domain`;
}

/**
 * For mail that came through a provider (its webhook re-packs the message, so signatures no longer verify here):
 * the provider's own verdict, the topmost Authentication-Results header it added; null when DMARC passed.
 */
export function providerVerdictProblem(authenticationResults: unknown): string | null {
  const topmost = Array.isArray(authenticationResults) ? authenticationResults[0] : authenticationResults;
  const verdict = typeof topmost === "string" ? topmost.match(/\bdmarc=([a-z]+)/i)?.[1]?.toLowerCase() : undefined;
  return verdict === "pass" ? null : `Sender not authenticated: the provider reports DMARC ${verdict ?? "none"}`;
}
