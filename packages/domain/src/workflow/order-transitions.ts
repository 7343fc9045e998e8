import type { DeliveryMethod } from "../constants";

/**
 * What happens to a paid order (decisions §6). `pending` means paid but not started; an order that
 * is not paid yet cannot move. Shipping orders go `shipped`, pickup orders `ready_for_pickup`.
 */
export const FULFILMENT_STATUS_VALUES = [
  "pending",
  "in_production",
  "shipped",
  "ready_for_pickup",
  "completed",
  "cancelled",
] as const;
export type FulfilmentStatusValue = (typeof FULFILMENT_STATUS_VALUES)[number];

export const ORDER_TRANSITIONS = {
  pending: ["in_production", "cancelled"],
  in_production: ["shipped", "ready_for_pickup", "cancelled"],
  shipped: ["completed"],
  ready_for_pickup: ["completed"],
  completed: [],
  cancelled: [],
} as const satisfies Record<FulfilmentStatusValue, readonly FulfilmentStatusValue[]>;

export const ORDER_STATUS_LABELS = {
  pending: "Awaiting production",
  in_production: "In production",
  shipped: "Shipped",
  ready_for_pickup: "Ready for pickup",
  completed: "Completed",
  cancelled: "Cancelled",
} as const satisfies Record<FulfilmentStatusValue, string>;

/** A card order's payment: waiting at the provider, paid, failed, or its session expired. */
const CARD_PAYMENT_STATUSES = ["pending", "paid", "failed", "expired"] as const;
/**
 * An on-account order's (issue #16): placed on the company's terms, waiting for an owner, or
 * declined by one. A fully paid invoice turns `paid`.
 */
const TERMS_PAYMENT_STATUSES = ["invoiced", "pending_approval", "declined"] as const;
/**
 * How an order stands with its payment (decisions §6). The db column's enum and check constraint
 * are built from this list.
 */
export const PAYMENT_STATUS_VALUES = [...CARD_PAYMENT_STATUSES, ...TERMS_PAYMENT_STATUSES] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUS_VALUES)[number];

/**
 * The payment statuses with which an order may move through fulfilment: paid by card, or placed
 * on a company's terms (`invoiced`, issue #16), which goes into production like a paid one. A
 * pending, failed, expired, pending-approval or declined order cannot.
 */
export const FULFILLABLE_PAYMENT_STATUSES = [
  "paid",
  "invoiced",
] as const satisfies readonly PaymentStatusValue[];

export const NOT_FULFILLABLE_MESSAGE =
  "Only a paid order, or one invoiced on account, can move through fulfilment.";

export function mayFulfil(paymentStatus: string): boolean {
  return (FULFILLABLE_PAYMENT_STATUSES as readonly string[]).includes(paymentStatus);
}

export interface OrderTransitionContext {
  paymentStatus: string;
  deliveryMethod: DeliveryMethod;
}

export type OrderTransitionCheck = { ok: true } | { ok: false; reason: string };

/** Whether a paid (or invoiced) order may move from `from` to `to`, and why not. */
export function checkOrderTransition(
  from: FulfilmentStatusValue,
  to: FulfilmentStatusValue,
  context: OrderTransitionContext,
): OrderTransitionCheck {
  if (!mayFulfil(context.paymentStatus)) return { ok: false, reason: NOT_FULFILLABLE_MESSAGE };
  const allowed: readonly FulfilmentStatusValue[] = ORDER_TRANSITIONS[from];
  if (!allowed.includes(to)) {
    return {
      ok: false,
      reason: `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
    };
  }
  if (to === "shipped" && context.deliveryMethod !== "ship") {
    return { ok: false, reason: "A pickup order is not shipped; mark it ready for pickup." };
  }
  if (to === "ready_for_pickup" && context.deliveryMethod !== "pickup") {
    return { ok: false, reason: "A shipping order is not picked up; mark it shipped." };
  }
  return { ok: true };
}

export function nextOrderStatuses(
  from: FulfilmentStatusValue,
  context: OrderTransitionContext,
): FulfilmentStatusValue[] {
  return FULFILMENT_STATUS_VALUES.filter((to) => checkOrderTransition(from, to, context).ok);
}

/** Which notification preference covers the email of a step (spec §3 preferences). */
export function orderUpdatePreference(
  to: FulfilmentStatusValue,
): "order_updates" | "shipping_updates" {
  return to === "shipped" || to === "ready_for_pickup" ? "shipping_updates" : "order_updates";
}
