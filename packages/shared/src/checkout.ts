import { z } from "zod";
import { multiLineText, singleLineText } from "./text-input.js";

/** The checkout gateway's contract (spec section 7) and the card form's rules, for the dashboard and the server. */

export const CHECKOUT_GATEWAY_PATH = "/stripegraph";
export const CREATE_CHECKOUT_SESSION_PATH = "/create-checkout-session";
export const CHECKOUT_ACCESS_LEVEL = "admin";
/** A checkout link works once, for this long. */
export const CHECKOUT_SESSION_TTL_MS = 60 * 60 * 1000;

export const checkoutMessages = {
  invalidEnvelope: "Invalid gateway request.",
  unknownPath: "Unknown gateway path.",
  methodNotAllowed: "Method not allowed.",
  invalidJson: "The checkout request body is not valid JSON.",
  invalidRequest: "Invalid checkout request.",
  notYourself: "You can only start a checkout for yourself.",
  /** A Member (any role but Admin) asked to spend the organization's money. */
  adminsOnly: "Only an Admin of your organization can buy a plan for it.",
  unknownStrategy: "Unknown pricing strategy.",
  unknownLookupKey: "The lookup_key names no plan of this pricing strategy.",
  productUnavailable: "This product is not available yet.",
  alreadySubscribed: (product: string) =>
    `You already have an active subscription to ${product}. Use Change Plan to switch tiers.`,
  /** A second checkout for a product the organization already paid for: refused before any payment. */
  alreadySubscribedNotCharged: (product: string) =>
    `Your organization already has an active subscription to ${product}, so this checkout was closed and nothing was charged.`,
  noOrganization: "Your account has no organization.",
  providerUnavailable: "The payment provider is unavailable. Please try again later.",
  signInRequired: "Authentication credentials were not provided.",
  sessionNotFound: "This checkout link is not valid.",
  sessionExpired: "This checkout session has expired. Please choose your plan again from your dashboard.",
  sessionUsed: "This checkout session has already been completed.",
  declined: "Your card was declined.",
  /** The built-in checkout's and billing page's notice: it is a demonstration, never a payment. */
  demoCheckout: "Demo checkout: no card is charged and no money moves.",
  fixErrors: "Please correct the errors below.",
} as const;

/** The gateway envelope: `{path, httpMethod, body}` with the request itself as a JSON string. */
export const ZCheckoutEnvelope = z.object({
  path: singleLineText().max(200),
  httpMethod: singleLineText().max(20),
  body: multiLineText().max(20_000),
});
export type TCheckoutEnvelope = z.infer<typeof ZCheckoutEnvelope>;

const id = z.union([z.string(), z.number()]).transform(String).pipe(singleLineText().trim().min(1).max(100));

/**
 * The checkout request's fields (spec section 7). `subscription` and `pricingStrategy` are accepted as sent and
 * ignored: the server prices the tier named by lookup_key from its own pricing strategy.
 */
export const ZCheckoutRequest = z.object({
  lookup_key: singleLineText().trim().min(1).max(200),
  userId: id,
  pricingStrategyId: id,
  accessLevel: z.literal(CHECKOUT_ACCESS_LEVEL).optional(),
  subsId: id.nullable().optional(),
  subscription: z.record(singleLineText(), z.unknown()).nullable().optional(),
  pricingStrategy: z.record(singleLineText(), z.unknown()).nullable().optional(),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** What the gateway answers inside its envelope. */
export interface TCheckoutResponseBody {
  checkoutUrl?: string;
  message?: string;
  /** On a server-side failure: the request's id, by which its log lines are found. */
  requestId?: string;
}

export const CARD_COUNTRIES = [
  { code: "US", name: "United States" },
  { code: "GB", name: "United Kingdom" },
  { code: "AU", name: "Australia" },
  { code: "DE", name: "Germany" },
  { code: "FR", name: "France" },
] as const;
export type TCardCountryCode = (typeof CARD_COUNTRIES)[number]["code"];

/** Test cards of the built-in checkout: these succeed; every other valid number is declined. */
export const SUCCEEDING_TEST_CARDS = ["4242424242424242", "5555555555554444"] as const;
export const DECLINED_TEST_CARD = "4000000000000002";

export const cardMessages = {
  cardNumberRequired: "Enter your card number.",
  cardNumberInvalid: "Your card number is invalid.",
  expiryRequired: "Enter your card's expiry date.",
  expiryFormat: "Enter the expiry date as MM/YY.",
  expiryPast: "Your card's expiry date is in the past.",
  cvcRequired: "Enter your card's security code (CVC).",
  cvcInvalid: "Your card's security code must be 3 or 4 digits.",
  countryInvalid: "Choose a country from the list.",
  postalCodeRequired: "Enter your postal code.",
  postalCodeInvalid: "Enter a valid postal code.",
} as const;

export type TCardField = "cardNumber" | "expiry" | "cvc" | "country" | "postalCode";
export type TCardForm = Record<TCardField, string>;

export interface TCardPayment {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  country: TCardCountryCode;
  postalCode: string;
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number without the spaces and dashes people type. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

function checkCardNumber(value: string): string | undefined {
  const digits = normalizeCardNumber(value);
  if (digits === "") return cardMessages.cardNumberRequired;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return cardMessages.cardNumberInvalid;
  return undefined;
}

function parseExpiry(value: string, now: Date): { month: number; year: number } | string {
  const trimmed = value.trim();
  if (trimmed === "") return cardMessages.expiryRequired;
  const match = trimmed.match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!match?.[1] || !match[2]) return cardMessages.expiryFormat;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return cardMessages.expiryFormat;
  const isPast = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  return isPast ? cardMessages.expiryPast : { month, year };
}

/**
 * Checks the card form as a card form should: a Luhn-valid number, an MM/YY expiry not before this month,
 * a 3–4 digit CVC, a listed country and a postal code. Every field's first problem is reported.
 */
export function validateCardForm(
  form: Partial<Record<TCardField, unknown>>,
  now: Date = new Date(),
): { ok: true; payment: TCardPayment } | { ok: false; errors: Partial<Record<TCardField, string>> } {
  const text = (field: TCardField) => (typeof form[field] === "string" ? (form[field] as string) : "").slice(0, 100);
  const errors: Partial<Record<TCardField, string>> = {};

  const cardError = checkCardNumber(text("cardNumber"));
  if (cardError) errors.cardNumber = cardError;

  const expiry = parseExpiry(text("expiry"), now);
  if (typeof expiry === "string") errors.expiry = expiry;

  const cvc = text("cvc").trim();
  if (cvc === "") errors.cvc = cardMessages.cvcRequired;
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = cardMessages.cvcInvalid;

  const country = CARD_COUNTRIES.find((candidate) => candidate.code === text("country"));
  if (!country) errors.country = cardMessages.countryInvalid;

  const postalCode = text("postalCode").trim();
  if (postalCode === "") errors.postalCode = cardMessages.postalCodeRequired;
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/.test(postalCode)) errors.postalCode = cardMessages.postalCodeInvalid;

  if (Object.keys(errors).length > 0 || typeof expiry === "string" || !country) return { ok: false, errors };
  return {
    ok: true,
    payment: {
      cardNumber: normalizeCardNumber(text("cardNumber")),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cvc,
      country: country.code,
      postalCode,
    },
  };
}
