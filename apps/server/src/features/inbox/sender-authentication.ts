import { authenticate } from "mailauth";
import type { InboxDeps } from "./inbox-deps.js";

/** DMARC for the From domain (with SPF, DKIM and ARC behind it), checked with mailauth; null when it passes. */
export async function senderAuthenticationProblem(
  deps: InboxDeps,
  raw: Buffer,
  envelope: { clientIp: string | null; clientHelo: string | null; mailFrom: string | null },
): Promise<string | null> {
  const result = await authenticate(raw, {
    ...(envelope.clientIp ? { ip: envelope.clientIp.replace(/^::ffff:/, "") } : {}),
    ...(envelope.clientHelo ? { helo: envelope.clientHelo } : {}),
    ...(envelope.mailFrom ? { sender: envelope.mailFrom } : {}),
    mta: deps.inbound.agentMailDomain,
    disableBimi: true,
    ...(deps.dnsResolver ? { resolver: deps.dnsResolver } : {}),
  });
  const verdict = result.dmarc ? result.dmarc.status.result : "none";
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
