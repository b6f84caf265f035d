import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { type CBORType, encodeCBOR } from "@levischuck/tiny-cbor";

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString("base64url");

function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

/** The P-256 public key as a COSE_Key (kty EC2, alg ES256, crv P-256, x, y). */
function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return encodeCBOR(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x as string, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y as string, "base64url"))],
    ]),
  );
}

interface CeremonyOptions {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

/**
 * A software authenticator for server tests: one EC P-256 key, a credential id and a signature counter, answering
 * registration ('none' attestation, CBOR) and authentication (ES256 over authenticatorData ‖ SHA-256(clientData))
 * as a browser's `startRegistration()` and `startAuthentication()` would.
 */
export function createSoftwareAuthenticator(options: { origin: string; userVerification?: boolean }) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(32);
  let userHandle: string | undefined;
  let signCount = 0;
  const flags = (extra: number) =>
    FLAG_USER_PRESENT | (options.userVerification === false ? 0 : FLAG_USER_VERIFIED) | extra;
  const clientData = (type: string, challenge: string, origin = options.origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    /** Sets the signature count the next assertion starts from (to replay an old count). */
    setSignCount(count: number) {
      signCount = count;
    },
    register(creation: CeremonyOptions, overrides: { origin?: string } = {}) {
      const rpId = creation.rp?.id ?? "";
      userHandle = creation.user?.id;
      signCount += 1;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(FLAG_ATTESTED_DATA)]),
        counterBytes(signCount),
        Buffer.alloc(16),
        Buffer.from([credentialId.length >> 8, credentialId.length & 255]),
        credentialId,
        Buffer.from(coseKeyOf(publicKey)),
      ]);
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ["fmt", "none"],
          ["attStmt", new Map<string, CBORType>()],
          ["authData", new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", creation.challenge, overrides.origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        authenticatorAttachment: "platform" as const,
        clientExtensionResults: {},
      };
    },
    authenticate(request: CeremonyOptions, overrides: { origin?: string } = {}) {
      signCount += 1;
      const authData = Buffer.concat([sha256(request.rpId ?? ""), Buffer.from([flags(0)]), counterBytes(signCount)]);
      const clientDataJSON = clientData("webauthn.get", request.challenge, overrides.origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        authenticatorAttachment: "platform" as const,
        clientExtensionResults: {},
      };
    },
  };
}
