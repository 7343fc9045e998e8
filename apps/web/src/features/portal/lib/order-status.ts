import type { BadgeProps } from "@/components/ui/badge";

/** What a customer reads for an order's status (payment, then fulfilment; decisions §6). */
export const ORDER_STATUS_TEXT: Record<string, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  in_production: "In production",
  shipped: "Shipped",
  ready_for_pickup: "Ready for pickup",
  completed: "Completed",
  cancelled: "Cancelled",
  failed: "Payment failed",
  expired: "Checkout expired",
  // On account (issue #16).
  invoiced: "Invoiced",
  pending_approval: "Waiting for approval",
};

export const ORDER_STATUS_VARIANT: Record<string, NonNullable<BadgeProps["variant"]>> = {
  pending: "warning",
  paid: "success",
  in_production: "standard",
  shipped: "standard",
  ready_for_pickup: "standard",
  completed: "success",
  cancelled: "outline",
  failed: "danger",
  expired: "outline",
  invoiced: "success",
  pending_approval: "warning",
};

export const orderStatusText = (status: string) =>
  ORDER_STATUS_TEXT[status] ?? status.replaceAll("_", " ");

/** The statuses Order History filters by (the orders endpoint accepts each), in its order. */
const FILTERED_STATUSES = [
  "paid",
  "in_production",
  "shipped",
  "ready_for_pickup",
  "completed",
  "pending",
  "cancelled",
] as const;

/** The filters of Order History: every order, or one status in the customer's words. */
export const ORDER_FILTERS: readonly (readonly [string, string])[] = [
  ["", "All orders"],
  ...FILTERED_STATUSES.map((status) => [status, orderStatusText(status)] as const),
];
