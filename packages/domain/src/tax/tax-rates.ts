/**
 * Statewide base sales-tax rates of the 50 states and DC (spec §3 tax table entry, §9).
 *
 * Rates are the published statewide rates in effect in 2025, including any uniform statewide
 * local add-on that applies everywhere in the state (as California's 7.25% does; likewise Utah
 * 6.10% and Virginia 5.30%). Local (county/city) taxes on top are not charged; `hasLocalTax`
 * says whether they exist. The spec's fixed points: MI 6%, CA 7.25%, TX 6.25%, NY 4%; AK, DE,
 * MT, NH, OR 0%.
 *
 * Exactness: a rate is stored as an integer number of thousandths of a percent
 * (`taxRateMilliPercent`, 6.625% = 6625), so tax = cents × rate / 100000 is computed in integers
 * and every table rate is exact. `taxRate` is the same rate as a decimal fraction (0.06625) for
 * display and for the API.
 */
export interface TaxRateEntry {
  state: string;
  stateCode: string;
  /** Decimal fraction: 0.0725 = 7.25%. */
  taxRate: number;
  /** Thousandths of a percent: 7250 = 7.25%. */
  taxRateMilliPercent: number;
  hasLocalTax: boolean;
  notes: string;
}

/** Rate used for a state we cannot identify (spec §9): 6%. */
export const DEFAULT_TAX_RATE_MILLI_PERCENT = 6000;

type Row = [state: string, code: string, percent: number, hasLocalTax: boolean, notes?: string];

const ROWS: Row[] = [
  ["Alabama", "AL", 4, true],
  ["Alaska", "AK", 0, true, "No statewide sales tax; some boroughs and cities levy local tax"],
  ["Arizona", "AZ", 5.6, true, "Transaction privilege tax"],
  ["Arkansas", "AR", 6.5, true],
  ["California", "CA", 7.25, true, "Includes the 1.25% uniform statewide local rate"],
  ["Colorado", "CO", 2.9, true],
  ["Connecticut", "CT", 6.35, false],
  ["Delaware", "DE", 0, false, "No sales tax"],
  ["District of Columbia", "DC", 6, false],
  ["Florida", "FL", 6, true, "County discretionary surtax may apply"],
  ["Georgia", "GA", 4, true],
  ["Hawaii", "HI", 4, true, "General excise tax; county surcharges may apply"],
  ["Idaho", "ID", 6, true],
  ["Illinois", "IL", 6.25, true],
  ["Indiana", "IN", 7, false],
  ["Iowa", "IA", 6, true],
  ["Kansas", "KS", 6.5, true],
  ["Kentucky", "KY", 6, false],
  ["Louisiana", "LA", 5, true, "State rate raised from 4.45% on January 1, 2025"],
  ["Maine", "ME", 5.5, false],
  ["Maryland", "MD", 6, false],
  ["Massachusetts", "MA", 6.25, false],
  ["Michigan", "MI", 6, false],
  ["Minnesota", "MN", 6.875, true],
  ["Mississippi", "MS", 7, true],
  ["Missouri", "MO", 4.225, true],
  ["Montana", "MT", 0, false, "No general sales tax; resort-area taxes only"],
  ["Nebraska", "NE", 5.5, true],
  ["Nevada", "NV", 6.85, true],
  ["New Hampshire", "NH", 0, false, "No general sales tax"],
  ["New Jersey", "NJ", 6.625, false],
  ["New Mexico", "NM", 4.875, true, "Gross receipts tax"],
  ["New York", "NY", 4, true],
  ["North Carolina", "NC", 4.75, true],
  ["North Dakota", "ND", 5, true],
  ["Ohio", "OH", 5.75, true],
  ["Oklahoma", "OK", 4.5, true],
  ["Oregon", "OR", 0, false, "No sales tax"],
  ["Pennsylvania", "PA", 6, true, "Allegheny County and Philadelphia add local tax"],
  ["Rhode Island", "RI", 7, false],
  ["South Carolina", "SC", 6, true],
  ["South Dakota", "SD", 4.2, true],
  ["Tennessee", "TN", 7, true],
  ["Texas", "TX", 6.25, true],
  ["Utah", "UT", 6.1, true, "Includes the 1.25% uniform statewide local rate"],
  ["Vermont", "VT", 6, true],
  ["Virginia", "VA", 5.3, true, "Includes the 1% uniform statewide local rate"],
  ["Washington", "WA", 6.5, true],
  ["West Virginia", "WV", 6, true],
  ["Wisconsin", "WI", 5, true],
  ["Wyoming", "WY", 4, true],
];

export const TAX_RATES: readonly TaxRateEntry[] = ROWS.map(
  ([state, stateCode, percent, hasLocalTax, notes = ""]) => {
    const taxRateMilliPercent = Math.round(percent * 1000);
    return {
      state,
      stateCode,
      taxRate: taxRateMilliPercent / 100_000,
      taxRateMilliPercent,
      hasLocalTax,
      notes,
    };
  },
);

/** Highest rate in the table, in thousandths of a percent. */
export const MAX_TAX_RATE_MILLI_PERCENT = Math.max(
  DEFAULT_TAX_RATE_MILLI_PERCENT,
  ...TAX_RATES.map((entry) => entry.taxRateMilliPercent),
);
