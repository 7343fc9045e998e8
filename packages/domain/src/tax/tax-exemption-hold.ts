import type { DeliveryMethod } from "../constants";
import { FACILITY_STATE } from "../shipping/shipping-rates";
import type { TaxExemptionStatus } from "../validation/documents";
import { calculateTax } from "./calculate-tax";

/**
 * Who is tax exempt at checkout (issue #21). The box on the checkout form is a claim, not proof:
 * only a signed-in customer with an accepted tax-exemption certificate is exempt on their word.
 * Anyone else who ticks the box (a guest, a customer with no certificate, or one whose certificate
 * is pending or was rejected) gets an order held until staff accept a certificate for it or choose
 * to charge the tax.
 */
export type TaxExemptionDecision =
  /** Tax is charged as usual. */
  | "taxed"
  /** Exempt: the customer's certificate is on file and accepted. */
  | "exempt"
  /** No tax charged yet; the order waits for a certificate before it may go into production. */
  | "held";

export interface TaxExemptionInput {
  /** Whether the buyer ticked "tax exempt" on the checkout form. */
  claimed: boolean;
  /** Whether the buyer is signed in (a guest never has a certificate on file). */
  signedIn: boolean;
  /** Statuses of the signed-in customer's tax-exemption certificates (empty for a guest). */
  certificateStatuses: readonly TaxExemptionStatus[];
}

export function decideTaxExemption({
  claimed,
  signedIn,
  certificateStatuses,
}: TaxExemptionInput): TaxExemptionDecision {
  if (signedIn && certificateStatuses.includes("accepted")) return "exempt";
  return claimed ? "held" : "taxed";
}

export const TAX_EXEMPTION_DECISIONS = ["taxed", "exempt", "held"] as const;

/**
 * The hold on an order: none, waiting for a certificate, or released one of two ways. The list is
 * the one source of the `orders.tax_exemption_hold` check constraint and of the replies' enum.
 */
export const TAX_EXEMPTION_HOLDS = [
  "none",
  "awaiting_certificate",
  "certificate_accepted",
  "tax_charged",
] as const;
export type TaxExemptionHold = (typeof TAX_EXEMPTION_HOLDS)[number];

/** The hold an order is stored with at checkout. */
export function holdOf(decision: TaxExemptionDecision): TaxExemptionHold {
  return decision === "held" ? "awaiting_certificate" : "none";
}

export const TAX_EXEMPTION_HOLD_LABELS: Record<TaxExemptionHold, string> = {
  none: "",
  awaiting_certificate: "Awaiting tax-exemption certificate",
  certificate_accepted: "Tax-exemption certificate accepted",
  tax_charged: "Tax charged",
};

/** Whether an order may leave "paid" for production: never while it awaits a certificate. */
export function mayEnterProduction(hold: TaxExemptionHold): boolean {
  return hold !== "awaiting_certificate";
}

/** The refusal the admin sees when moving a held order into production. */
export const TAX_EXEMPTION_HOLD_MESSAGE =
  "This order is awaiting a tax-exemption certificate. Accept a certificate for it or charge the tax before it goes into production.";

/** The refusal of an upload or a "charge the tax" for an order that is not (or no longer) held. */
export const TAX_EXEMPTION_NOT_HELD_MESSAGE =
  "This order is not awaiting a tax-exemption certificate.";

export interface ChargedTaxInput {
  materialCostCents: number;
  deliveryMethod: DeliveryMethod;
  /** The order's delivery state (the ZIP's); ignored for pickup, taxed at the facility's state. */
  state: string | null | undefined;
}

/**
 * The tax owed when staff "charge the tax" on a held order (decision 019): the tax checkout would
 * have charged without the claim, on the order's stored material cost and state (pickup is taxed
 * at the facility's state, ruling 13).
 */
export function chargedTaxCents({
  materialCostCents,
  deliveryMethod,
  state,
}: ChargedTaxInput): number {
  return calculateTax({
    materialCostCents,
    state: deliveryMethod === "pickup" ? FACILITY_STATE : state,
    taxExempt: false,
  });
}
