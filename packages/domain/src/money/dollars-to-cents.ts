import { roundCents } from "./round-cents";

/** Dollars to whole cents: 1234.56 → 123456 (binary noise such as 1.005 → 100.49999… is absorbed). */
export function dollarsToCents(dollars: number): number {
  return roundCents(dollars * 100);
}
