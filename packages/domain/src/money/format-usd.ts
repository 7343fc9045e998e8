/**
 * Made on the first call, not when the module loads: the hero's quote form loads this module
 * before it can take input and shows no amount until a price arrives, and making a formatter is
 * the costliest part of its evaluation (issue #19).
 */
let usd: Intl.NumberFormat | undefined;

/** Integer cents shown as US dollars: 123456 → "$1,234.56", -500 → "-$5.00". */
export function formatUsd(cents: number): string {
  usd ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return usd.format(Math.round(cents) / 100);
}
