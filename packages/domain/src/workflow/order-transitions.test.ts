import { describe, expect, it } from "vitest";
import {
  checkOrderTransition,
  FULFILMENT_STATUS_VALUES,
  type FulfilmentStatusValue,
  NOT_FULFILLABLE_MESSAGE,
  nextOrderStatuses,
  orderUpdatePreference,
} from "./order-transitions";

// By hand: method-independent steps, then the ones that depend on the delivery method.
const ALWAYS = new Set([
  "pending>in_production",
  "pending>cancelled",
  "in_production>cancelled",
  "shipped>completed",
  "ready_for_pickup>completed",
]);
const SHIP_ONLY = new Set(["in_production>shipped"]);
const PICKUP_ONLY = new Set(["in_production>ready_for_pickup"]);

const pairs = FULFILMENT_STATUS_VALUES.flatMap((from) =>
  FULFILMENT_STATUS_VALUES.map(
    (to) => [from, to] as [FulfilmentStatusValue, FulfilmentStatusValue],
  ),
);

describe("order transitions (decisions §6)", () => {
  it.each(pairs)("ship order %s -> %s", (from, to) => {
    const key = `${from}>${to}`;
    const result = checkOrderTransition(from, to, {
      paymentStatus: "paid",
      deliveryMethod: "ship",
    });
    expect(result.ok).toBe(ALWAYS.has(key) || SHIP_ONLY.has(key));
  });
  it.each(pairs)("pickup order %s -> %s", (from, to) => {
    const key = `${from}>${to}`;
    const result = checkOrderTransition(from, to, {
      paymentStatus: "paid",
      deliveryMethod: "pickup",
    });
    expect(result.ok).toBe(ALWAYS.has(key) || PICKUP_ONLY.has(key));
  });
  it.each(["pending", "failed", "expired", "pending_approval", "declined"])(
    "a %s order cannot move",
    (paymentStatus) => {
      for (const [from, to] of pairs) {
        const result = checkOrderTransition(from, to, { paymentStatus, deliveryMethod: "ship" });
        expect(result).toEqual({ ok: false, reason: NOT_FULFILLABLE_MESSAGE });
      }
    },
  );
  it.each(pairs)("an order invoiced on account moves like a paid one: %s -> %s", (from, to) => {
    for (const deliveryMethod of ["ship", "pickup"] as const) {
      expect(checkOrderTransition(from, to, { paymentStatus: "invoiced", deliveryMethod })).toEqual(
        checkOrderTransition(from, to, { paymentStatus: "paid", deliveryMethod }),
      );
    }
  });
  it("explains a refused step", () => {
    expect(
      checkOrderTransition("pending", "shipped", { paymentStatus: "paid", deliveryMethod: "ship" }),
    ).toEqual({
      ok: false,
      reason: "An order that is awaiting production cannot become shipped.",
    });
  });
  it("next statuses and the preference that covers each email", () => {
    const ship = { paymentStatus: "paid", deliveryMethod: "ship" as const };
    expect(nextOrderStatuses("in_production", ship)).toEqual(["shipped", "cancelled"]);
    expect(orderUpdatePreference("shipped")).toBe("shipping_updates");
    expect(orderUpdatePreference("ready_for_pickup")).toBe("shipping_updates");
    expect(orderUpdatePreference("in_production")).toBe("order_updates");
    expect(orderUpdatePreference("cancelled")).toBe("order_updates");
  });
});
