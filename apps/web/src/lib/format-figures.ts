import { dollarsToCents, formatUsd } from "@ingot/domain";

const lb = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → "1,234.50 lb" */
export function formatPounds(lbs: number): string {
  return `${lb.format(lbs)} lb`;
}

/** Dollars from an API reply (2 decimals) → "$1,234.56" */
export function formatDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}
