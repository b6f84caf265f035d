import type { MessagePort } from "node:worker_threads";
import { gunzipSync } from "node:zlib";
import { authenticate } from "mailauth";

/**
 * DMARC for the From domain (SPF, DKIM and ARC behind it) with mailauth, run in a worker thread (decision 080): it
 * reads and hashes the whole message, seconds of work for a large one that must not land on the thread serving
 * requests. Its DNS questions go back to the server's thread through `dns`, where the resolver lives (the system's,
 * or the one a test gives).
 */

export interface SenderAuthenticationInput {
  raw: Uint8Array;
  isGzipped: boolean;
  envelope: { ip?: string; helo?: string; sender?: string };
  /** The name our side of the conversation goes by in the verdict. */
  mta: string;
  dns: MessagePort;
}

/** A DNS question, and its answer or the resolver's error (with its code, which mailauth reads: ENOTFOUND, ENODATA). */
export interface DnsQuestion {
  id: number;
  name: string;
  rrtype: string;
}
export type DnsAnswer = { id: number; answer: unknown } | { id: number; error: { message: string; code?: string } };

function resolverThrough(port: MessagePort) {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();
  port.on("message", (reply: DnsAnswer) => {
    const question = waiting.get(reply.id);
    if (!question) return;
    waiting.delete(reply.id);
    if ("error" in reply) question.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else question.resolve(reply.answer);
  });
  return (name: string, rrtype: string) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ id, name, rrtype } satisfies DnsQuestion);
    });
}

/** The DMARC result for the From domain: "pass", "fail", "none", "temperror"... */
export async function authenticateSender(input: SenderAuthenticationInput): Promise<{ dmarc: string }> {
  const bytes = Buffer.from(input.raw.buffer, input.raw.byteOffset, input.raw.byteLength);
  try {
    const result = await authenticate(input.isGzipped ? gunzipSync(bytes) : bytes, {
      ...input.envelope,
      mta: input.mta,
      disableBimi: true,
      resolver: resolverThrough(input.dns),
    });
    return { dmarc: result.dmarc ? result.dmarc.status.result : "none" };
  } finally {
    input.dns.close();
  }
}
