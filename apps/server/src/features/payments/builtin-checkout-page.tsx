import { CARD_COUNTRIES, checkoutMessages, type TCardField } from "@paralex/shared/checkout";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { formatUsdCents } from "@paralex/shared/money";
import { subscriptionPeriod } from "@paralex/shared/subscriptions";
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
  autoComplete: string;
  inputMode?: "numeric";
  placeholder?: string;
  maxLength: number;
}

const FIELDS: Record<Exclude<TCardField, "country">, FieldSpec> = {
  cardNumber: {
    name: "cardNumber",
    label: "Card number",
    autoComplete: "cc-number",
    inputMode: "numeric",
    placeholder: "1234 1234 1234 1234",
    maxLength: 23,
  },
  expiry: {
    name: "expiry",
    label: "Expiry",
    hint: "MM/YY",
    autoComplete: "cc-exp",
    inputMode: "numeric",
    placeholder: "MM/YY",
    maxLength: 7,
  },
  cvc: { name: "cvc", label: "CVC", hint: "3 or 4 digits", autoComplete: "cc-csc", inputMode: "numeric", maxLength: 4 },
  postalCode: { name: "postalCode", label: "Postal code", autoComplete: "postal-code", maxLength: 12 },
};

const FIELD_ORDER: TCardField[] = ["cardNumber", "expiry", "cvc", "country", "postalCode"];
const FIELD_LABELS: Record<TCardField, string> = {
  cardNumber: "Card number",
  expiry: "Expiry",
  cvc: "CVC",
  country: "Country",
  postalCode: "Postal code",
};

function describedBy(name: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldError({ name, error }: { name: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={`${name}-error`}>
      {error}
    </p>
  ) : null;
}

function CardInput({ spec, value, error }: { spec: FieldSpec; value: string; error: string | undefined }) {
  return (
    <div className="field">
      <label htmlFor={spec.name}>
        {spec.label}
        {spec.hint ? " " : null}
        {spec.hint ? (
          <span className="hint" id={`${spec.name}-hint`}>
            {spec.hint}
          </span>
        ) : null}
      </label>
      <input
        id={spec.name}
        name={spec.name}
        type="text"
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        placeholder={spec.placeholder}
        maxLength={spec.maxLength}
        required
        aria-required="true"
        aria-invalid={error ? "true" : undefined}
        defaultValue={value}
        aria-describedby={describedBy(spec.name, Boolean(spec.hint), Boolean(error))}
      />
      <FieldError name={spec.name} error={error} />
    </div>
  );
}

function CountrySelect({ value, error }: { value: string; error: string | undefined }) {
  return (
    <div className="field">
      <label htmlFor="country">Country</label>
      <select
        id="country"
        name="country"
        autoComplete="country"
        required
        aria-invalid={error ? "true" : undefined}
        aria-describedby={describedBy("country", false, Boolean(error))}
        defaultValue={value || "US"}
      >
        {CARD_COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <FieldError name="country" error={error} />
    </div>
  );
}

function Problems({ state }: { state: CheckoutPageState }) {
  if (state.isDeclined) {
    return (
      <div className="alert" role="alert">
        <h2>Payment failed</h2>
        <p>{checkoutMessages.declined}</p>
      </div>
    );
  }
  const errors = state.errors ?? {};
  const listed = FIELD_ORDER.filter((field) => errors[field]);
  if (listed.length === 0) return null;
  return (
    <div className="alert" role="alert">
      <h2>{checkoutMessages.fixErrors}</h2>
      <ul>
        {listed.map((field) => (
          <li key={field}>
            <a href={`#${field}`}>{`${FIELD_LABELS[field]}: ${errors[field] ?? ""}`}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CheckoutMain({ state }: { state: CheckoutPageState }) {
  const { session, product, features } = state.checkout;
  const price = formatUsdCents(session.amountCents);
  const period = subscriptionPeriod(state.now);
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  return (
    <main id="main" className="layout two">
      <section className="card summary" aria-labelledby="summary-title">
        <h1 id="summary-title">{`Subscribe to ${product.title}`}</h1>
        <dl>
          <dt>Product</dt>
          <dd>{product.title}</dd>
          <dt>Plan</dt>
          <dd>{session.pricingTier}</dd>
          <dt>Price</dt>
          <dd>{`${price} per month`}</dd>
          <dt>Billing period</dt>
          <dd>{`${formatOrdinalDate(period.startDate)} to ${formatOrdinalDate(period.endDate)}`}</dd>
        </dl>
        {features.length > 0 ? (
          <>
            <h2>Included</h2>
            <ul>
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="total">
          <span>Total due today</span>
          <strong>{price}</strong>
        </p>
      </section>
      <section className="card" aria-labelledby="payment-title">
        <h2 id="payment-title">Pay with card</h2>
        <p className="note">
          {`${checkoutMessages.demoCheckout} Use the card 4242 4242 4242 4242 with any future expiry date and any CVC; 4000 0000 0000 0002 is declined.`}
        </p>
        <Problems state={state} />
        <form method="post" action={`/checkout/${state.token}`} noValidate>
          <CardInput spec={FIELDS.cardNumber} value={values.cardNumber ?? ""} error={errors.cardNumber} />
          <div className="row">
            <CardInput spec={FIELDS.expiry} value={values.expiry ?? ""} error={errors.expiry} />
            <CardInput spec={FIELDS.cvc} value="" error={errors.cvc} />
          </div>
          <div className="row">
            <CountrySelect value={values.country ?? ""} error={errors.country} />
            <CardInput spec={FIELDS.postalCode} value={values.postalCode ?? ""} error={errors.postalCode} />
          </div>
          <div className="actions">
            <button type="submit">Pay</button>
            <a href={state.cancelUrl}>Cancel</a>
          </div>
        </form>
      </section>
    </main>
  );
}

/** The built-in hosted checkout: the order summary and the card form, re-rendered with per-field messages. */
export function renderCheckoutPage(state: CheckoutPageState): string {
  const { session, product } = state.checkout;
  return renderHostedPage({
    title: `Checkout: ${product.title} ${session.pricingTier}`,
    brandName: state.brandName,
    banner: "Secure checkout",
    main: <CheckoutMain state={state} />,
  });
}
