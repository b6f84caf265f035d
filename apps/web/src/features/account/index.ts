// What other features may use of the account.
export { RequiredTwoFactorGate } from "./required-two-factor-gate";
