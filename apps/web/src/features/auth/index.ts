// What other features may use of sign-in.
export { useSignIn } from "./use-sign-in";
