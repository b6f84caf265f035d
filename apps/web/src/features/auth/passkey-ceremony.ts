import { passkeyMessages } from "@paralex/shared/passkey-messages";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";

/** The browser side of WebAuthn, loaded only when a passkey is used: the sign-in pages stay light (decision 044). */
const webAuthn = () => import("@simplewebauthn/browser");

export type CeremonyOutcome<T> = { ok: true; response: T } | { ok: false; message: string };

/** What the person reads when the browser's passkey prompt ends without an answer. */
function failureOf(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  return code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED"
    ? passkeyMessages.alreadyRegistered
    : passkeyMessages.cancelled;
}

async function ceremony<T>(run: (library: Awaited<ReturnType<typeof webAuthn>>) => Promise<T>) {
  const library = await webAuthn();
  if (!library.browserSupportsWebAuthn()) return { ok: false, message: passkeyMessages.unsupported } as const;
  try {
    return { ok: true, response: await run(library) } as const;
  } catch (error) {
    return { ok: false, message: failureOf(error) } as const;
  }
}

/** Asks the browser to create a passkey with the server's options. */
export function createPasskey(options: unknown): Promise<CeremonyOutcome<RegistrationResponseJSON>> {
  return ceremony((library) =>
    library.startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }),
  );
}

/** Asks the browser to sign the server's challenge with one of the person's passkeys. */
export function signWithPasskey(options: unknown): Promise<CeremonyOutcome<AuthenticationResponseJSON>> {
  return ceremony((library) =>
    library.startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }),
  );
}
