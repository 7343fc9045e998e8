import { normalizeStateCode } from "./normalize-state-code";
import { DEFAULT_TAX_RATE_MILLI_PERCENT, TAX_RATES } from "./tax-rates";

/**
 * The sales-tax rate of a state (code or name), in thousandths of a percent (6000 = 6%).
 * An unknown or missing state gets the 6% default (spec §9).
 */
export function getTaxRate(state: string | null | undefined): number {
  const code = normalizeStateCode(state);
  return (
    TAX_RATES.find((entry) => entry.stateCode === code)?.taxRateMilliPercent ??
    DEFAULT_TAX_RATE_MILLI_PERCENT
  );
}
