import { PASSKEY_NAME_MAX, passkeyMessages } from "@paralex/shared/passkey-messages";
import { z } from "zod";

/** A WebAuthn field as the browser library sends it: base64url, bounded. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

export const ZPasskeyName = z
  .string()
  .trim()
  .min(1, passkeyMessages.nameRequired)
  .max(PASSKEY_NAME_MAX, passkeyMessages.nameTooLong);

/** `startRegistration()`'s answer (RegistrationResponseJSON). */
export const ZRegistrationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(100_000),
    authenticatorData: base64url(20_000).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** `startAuthentication()`'s answer (AuthenticationResponseJSON). */
export const ZAuthenticationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(20_000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export const ZAddPasskey = z.object({ name: ZPasskeyName, response: ZRegistrationResponse });
export type TAddPasskey = z.infer<typeof ZAddPasskey>;
export const ZRenamePasskey = z.object({ name: ZPasskeyName });
export const ZSecondStepToken = z.object({ second_step_token: z.string().trim().min(1).max(200) });
export const ZSecondStepPasskey = ZSecondStepToken.extend({ response: ZAuthenticationResponse });
export type TSecondStepPasskey = z.infer<typeof ZSecondStepPasskey>;
export const ZPasskeySignIn = z.object({ response: ZAuthenticationResponse });
export type TPasskeySignIn = z.infer<typeof ZPasskeySignIn>;
