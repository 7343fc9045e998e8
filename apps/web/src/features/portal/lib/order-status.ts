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

/** The filters of Order History: any status the orders endpoint accepts. */
export const ORDER_FILTERS = [
  { value: "", label: "All orders" },
  { value: "paid", label: "Paid" },
  { value: "in_production", label: "In production" },
  { value: "shipped", label: "Shipped" },
  { value: "ready_for_pickup", label: "Ready for pickup" },
  { value: "completed", label: "Completed" },
  { value: "pending", label: "Awaiting payment" },
  { value: "cancelled", label: "Cancelled" },
] as const;
