import { CARD_COUNTRIES, checkoutMessages, type TCardField } from "@paralex/shared/checkout";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { formatUsdCents } from "@paralex/shared/money";
import { subscriptionPeriod } from "@paralex/shared/subscriptions";
import { escapeHtml } from "../../lib/escape-html.js";
import type { HostedCheckout } from "./builtin-checkout.service.js";
import { renderHostedPage } from "./hosted-page.js";

export interface CheckoutPageState {
  brandName: string;
  token: string;
  cancelUrl: string;
  checkout: HostedCheckout;
  now: Date;
  values?: Partial<Record<TCardField, string>>;
  errors?: Partial<Record<TCardField, string>>;
  isDeclined?: boolean;
}

interface FieldSpec {
  name: TCardField;
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode?: string;
  placeholder?: string;
  maxlength: number;
}

const FIELDS: Record<Exclude<TCardField, "country">, FieldSpec> = {
  cardNumber: {
    name: "cardNumber",
    label: "Card number",
    autocomplete: "cc-number",
    inputmode: "numeric",
    placeholder: "1234 1234 1234 1234",
    maxlength: 23,
  },
  expiry: {
    name: "expiry",
    label: "Expiry",
    hint: "MM/YY",
    autocomplete: "cc-exp",
    inputmode: "numeric",
    placeholder: "MM/YY",
    maxlength: 7,
  },
  cvc: { name: "cvc", label: "CVC", hint: "3 or 4 digits", autocomplete: "cc-csc", inputmode: "numeric", maxlength: 4 },
  postalCode: { name: "postalCode", label: "Postal code", autocomplete: "postal-code", maxlength: 12 },
};

const FIELD_ORDER: TCardField[] = ["cardNumber", "expiry", "cvc", "country", "postalCode"];
const FIELD_LABELS: Record<TCardField, string> = {
  cardNumber: "Card number",
  expiry: "Expiry",
  cvc: "CVC",
  country: "Country",
  postalCode: "Postal code",
};

function describedBy(name: string, hint: boolean, error: boolean): string {
  const ids = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ` aria-describedby="${ids.join(" ")}"` : "";
}

function errorLine(name: string, error: string | undefined): string {
  return error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : "";
}

function renderInput(spec: FieldSpec, value: string, error: string | undefined): string {
  const hint = spec.hint ? ` <span class="hint" id="${spec.name}-hint">${escapeHtml(spec.hint)}</span>` : "";
  const attributes = [
    `id="${spec.name}"`,
    `name="${spec.name}"`,
    'type="text"',
    `autocomplete="${spec.autocomplete}"`,
    spec.inputmode ? `inputmode="${spec.inputmode}"` : "",
    spec.placeholder ? `placeholder="${escapeHtml(spec.placeholder)}"` : "",
    `maxlength="${spec.maxlength}"`,
    'required aria-required="true"',
    error ? 'aria-invalid="true"' : "",
    `value="${escapeHtml(value)}"`,
  ].filter(Boolean);
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(spec.label)}${hint}</label>
<input ${attributes.join(" ")}${describedBy(spec.name, Boolean(spec.hint), Boolean(error))}>
${errorLine(spec.name, error)}</div>`;
}

function renderCountry(value: string, error: string | undefined): string {
  const selected = value || "US";
  const options = CARD_COUNTRIES.map(
    (country) =>
      `<option value="${country.code}"${country.code === selected ? " selected" : ""}>${escapeHtml(country.name)}</option>`,
  ).join("");
  return `<div class="field">
<label for="country">Country</label>
<select id="country" name="country" autocomplete="country" required${error ? ' aria-invalid="true"' : ""}${describedBy("country", false, Boolean(error))}>${options}</select>
${errorLine("country", error)}</div>`;
}

function renderProblems(state: CheckoutPageState): string {
  if (state.isDeclined) {
    return `<div class="alert" role="alert"><h2>Payment failed</h2><p>${escapeHtml(checkoutMessages.declined)}</p></div>`;
  }
  const errors = state.errors ?? {};
  const listed = FIELD_ORDER.filter((field) => errors[field]);
  if (listed.length === 0) return "";
  const items = listed
    .map((field) => `<li><a href="#${field}">${FIELD_LABELS[field]}: ${escapeHtml(errors[field] ?? "")}</a></li>`)
    .join("");
  return `<div class="alert" role="alert"><h2>${escapeHtml(checkoutMessages.fixErrors)}</h2><ul>${items}</ul></div>`;
}

/** The built-in hosted checkout: the order summary and the card form, re-rendered with per-field messages. */
export function renderCheckoutPage(state: CheckoutPageState): string {
  const { session, product, features } = state.checkout;
  const price = formatUsdCents(session.amountCents);
  const period = subscriptionPeriod(state.now);
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const featureList =
    features.length > 0
      ? `<h2>Included</h2><ul>${features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join("")}</ul>`
      : "";
  const main = `<main id="main" class="layout two">
<section class="card summary" aria-labelledby="summary-title">
<h1 id="summary-title">Subscribe to ${escapeHtml(product.title)}</h1>
<dl>
<dt>Product</dt><dd>${escapeHtml(product.title)}</dd>
<dt>Plan</dt><dd>${escapeHtml(session.pricingTier)}</dd>
<dt>Price</dt><dd>${price} per month</dd>
<dt>Billing period</dt><dd>${formatOrdinalDate(period.startDate)} to ${formatOrdinalDate(period.endDate)}</dd>
</dl>
${featureList}
<p class="total"><span>Total due today</span><strong>${price}</strong></p>
</section>
<section class="card" aria-labelledby="payment-title">
<h2 id="payment-title">Pay with card</h2>
<p class="note">${escapeHtml(checkoutMessages.demoCheckout)} Use the card 4242 4242 4242 4242 with any future expiry date and any CVC; 4000 0000 0000 0002 is declined.</p>
${renderProblems(state)}
<form method="post" action="/checkout/${escapeHtml(state.token)}" novalidate>
${renderInput(FIELDS.cardNumber, values.cardNumber ?? "", errors.cardNumber)}
<div class="row">
${renderInput(FIELDS.expiry, values.expiry ?? "", errors.expiry)}
${renderInput(FIELDS.cvc, "", errors.cvc)}
</div>
<div class="row">
${renderCountry(values.country ?? "", errors.country)}
${renderInput(FIELDS.postalCode, values.postalCode ?? "", errors.postalCode)}
</div>
<div class="actions">
<button type="submit">Pay</button>
<a href="${escapeHtml(state.cancelUrl)}">Cancel</a>
</div>
</form>
</section>
</main>`;
  return renderHostedPage({
    title: `Checkout: ${product.title} ${session.pricingTier}`,
    brandName: state.brandName,
    banner: "Secure checkout",
    main,
  });
}
