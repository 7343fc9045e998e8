const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer cents shown as US dollars: 123456 → "$1,234.56", -500 → "-$5.00". */
export function formatUsd(cents: number): string {
  return usd.format(Math.round(cents) / 100);
}
