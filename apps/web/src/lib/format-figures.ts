import { dollarsToCents, formatUsd } from "@ingot/domain";

/** Made on the first call, like formatUsd's: the hero form loads this module before any weight shows. */
let lb: Intl.NumberFormat | undefined;

/** 1234.5 → "1,234.50 lb" */
export function formatPounds(lbs: number): string {
  lb ??= new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${lb.format(lbs)} lb`;
}

/** Dollars from an API reply (2 decimals) → "$1,234.56" */
export function formatDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}
