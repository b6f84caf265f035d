import { jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
const AUDIENCE = "billing-page";
export const BILLING_LINK_TTL_SECONDS = 15 * 60;

export interface BillingLinkSigner {
  sign(userId: string): Promise<string>;
  /** The user the link was issued to, or null when it is not ours, altered or expired. */
  verify(token: string): Promise<string | null>;
}

/**
 * Short-lived signed links to the built-in billing page: issued by the billingPortalUrl mutation to the signed-in
 * user, opened by the browser without a bearer token. Read-only, so a leaked link shows a list for 15 minutes.
 */
export function createBillingLinkSigner(options: { secret: string; issuer: string }): BillingLinkSigner {
  const key = new TextEncoder().encode(options.secret);
  return {
    sign: (userId) =>
      new SignJWT({ token_type: "billing" })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${BILLING_LINK_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: AUDIENCE,
        });
        return payload.token_type === "billing" && typeof payload.sub === "string" ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
