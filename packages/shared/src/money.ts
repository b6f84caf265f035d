const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Every amount the product shows, in dollars: '$1,194', '$12.50' (cents only when there are some). */
export function formatUsd(amountUsd: number): string {
  const amount = Number.isFinite(amountUsd) ? amountUsd : 0;
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
}

/** The same, from an amount in cents as the payment provider keeps it. */
export function formatUsdCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** A monthly amount: '$1,194/mo'. */
export function formatMonthly(amountUsd: number): string {
  return `${formatUsd(amountUsd)}/mo`;
}
