import type { AdminOrdersQuery } from "@ingot/domain";

/** Query keys of the admin screen; live events and mutations invalidate through these. */
export const adminKeys = {
  all: ["admin"] as const,
  overview: ["admin", "overview"] as const,
  quote: (id: string) => ["admin", "quote", id] as const,
  orders: (query: Partial<AdminOrdersQuery>) => ["admin", "orders", query] as const,
  ordersAll: ["admin", "orders"] as const,
  materials: ["admin", "materials"] as const,
  outbox: (status: string) => ["admin", "outbox", status] as const,
  outboxAll: ["admin", "outbox"] as const,
  taxExemptions: (status: string) => ["admin", "tax-exemptions", status] as const,
  taxExemptionsAll: ["admin", "tax-exemptions"] as const,
};
