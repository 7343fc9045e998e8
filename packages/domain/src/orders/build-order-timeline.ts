import type { DeliveryMethod, OrderStatus } from "../constants";

/**
 * The tracking timeline of a paid order (decisions §6): paid, in production, then shipped (carrier
 * and tracking number) or ready for pickup, then completed. Steps before the current one are done;
 * a cancelled order stops where it was. Only the payment time is known for certain; the time of the
 * current step is the order's last update.
 */
export interface OrderTimelineInput {
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  paidAt: Date | null;
  updatedAt: Date;
  carrier: string | null;
  trackingNumber: string | null;
}

export type OrderTimelineStep =
  | "paid"
  | "in_production"
  | "shipped"
  | "ready_for_pickup"
  | "completed";

export interface OrderTimelineEntry {
  step: OrderTimelineStep;
  label: string;
  state: "done" | "current" | "upcoming";
  at: string | null;
  detail: string | null;
}

const LABELS: Record<OrderTimelineStep, string> = {
  paid: "Payment confirmed",
  in_production: "In production",
  shipped: "Shipped",
  ready_for_pickup: "Ready for pickup",
  completed: "Completed",
};

export function buildOrderTimeline(order: OrderTimelineInput): OrderTimelineEntry[] {
  const handOver: OrderTimelineStep =
    order.deliveryMethod === "pickup" ? "ready_for_pickup" : "shipped";
  const steps: OrderTimelineStep[] = ["paid", "in_production", handOver, "completed"];
  if (order.status === "pending") {
    return steps.map((step) => entry(step, "upcoming", null, null));
  }
  const reached = reachedIndex(order, handOver, steps);
  return steps.map((step, index) => {
    const state =
      index < reached
        ? "done"
        : index === reached
          ? step === "paid" || step === "completed"
            ? "done"
            : "current"
          : "upcoming";
    const at =
      step === "paid"
        ? (order.paidAt?.toISOString() ?? null)
        : index === reached
          ? order.updatedAt.toISOString()
          : null;
    return entry(step, state, at, detailOf(step, order));
  });
}

/** The index of the step the order is at; a cancelled order counts as paid only. */
function reachedIndex(
  order: OrderTimelineInput,
  handOver: OrderTimelineStep,
  steps: OrderTimelineStep[],
): number {
  switch (order.status) {
    case "cancelled":
      return order.paidAt ? 0 : -1;
    case "shipped":
    case "ready_for_pickup":
      return steps.indexOf(handOver);
    case "paid":
    case "in_production":
    case "completed":
      return steps.indexOf(order.status);
    default:
      return -1;
  }
}

function detailOf(step: OrderTimelineStep, order: OrderTimelineInput): string | null {
  if (step !== "shipped") return null;
  if (!order.carrier && !order.trackingNumber) return null;
  return [order.carrier, order.trackingNumber ? `tracking ${order.trackingNumber}` : null]
    .filter(Boolean)
    .join(", ");
}

function entry(
  step: OrderTimelineStep,
  state: OrderTimelineEntry["state"],
  at: string | null,
  detail: string | null,
): OrderTimelineEntry {
  return { step, label: LABELS[step], state, at, detail };
}
