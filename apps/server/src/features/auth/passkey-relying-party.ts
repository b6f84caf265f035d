import type { AuthDeps } from "./auth.service.js";

/**
 * The WebAuthn relying party is the configured public URL (or PASSKEY_ORIGIN): its host name is the RP ID and its
 * origin the only one accepted, so passkeys made for one deployment never work against another (decision 075).
 */
export function relyingPartyOf(deps: Pick<AuthDeps, "publicUrl" | "brandName" | "passkeyOrigin">) {
  const url = new URL(deps.passkeyOrigin ?? deps.publicUrl);
  return { id: url.hostname, origin: url.origin, name: deps.brandName };
}

/** The WebAuthn user handle: the user id's 16 bytes, nothing that names the person. */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replace(/-/g, ""), "hex"));
}
