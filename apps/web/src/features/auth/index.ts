// What other features may use of sign-in.

export { createPasskey } from "./passkey-ceremony";
export { useSignIn } from "./use-sign-in";
