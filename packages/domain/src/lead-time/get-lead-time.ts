/** Lead time by material cost (spec §9). Boundaries in cents: < 100000 fast, < 1000000 standard. */
export type LeadTimeTier = "fast" | "standard" | "extended";

export interface LeadTime {
  tier: LeadTimeTier;
  days: "3-4" | "5-6" | "5-7";
  label: "Fast turnaround" | "Standard processing" | "Extended processing";
  color: "green" | "blue" | "orange";
}

export const LEAD_TIME_STANDARD_FROM_CENTS = 100_000;
export const LEAD_TIME_EXTENDED_FROM_CENTS = 1_000_000;

export const LEAD_TIMES = {
  fast: { tier: "fast", days: "3-4", label: "Fast turnaround", color: "green" },
  standard: { tier: "standard", days: "5-6", label: "Standard processing", color: "blue" },
  extended: { tier: "extended", days: "5-7", label: "Extended processing", color: "orange" },
} as const satisfies Record<LeadTimeTier, LeadTime>;

/** Spec §9: production begins within 24 hours; lead time starts after payment confirmation. */
export const LEAD_TIME_NOTE =
  "Production begins within 24 hours of payment confirmation; lead time starts after payment confirmation.";

export function getLeadTime(materialCostCents: number): LeadTime {
  if (materialCostCents >= LEAD_TIME_EXTENDED_FROM_CENTS) return { ...LEAD_TIMES.extended };
  if (materialCostCents >= LEAD_TIME_STANDARD_FROM_CENTS) return { ...LEAD_TIMES.standard };
  return { ...LEAD_TIMES.fast };
}
