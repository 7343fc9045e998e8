import { describe, expect, it } from "vitest";
import { buildOrderTimeline, type OrderTimelineInput } from "./build-order-timeline";

const base: OrderTimelineInput = {
  status: "paid",
  deliveryMethod: "ship",
  paidAt: new Date("2025-03-03T10:00:00Z"),
  updatedAt: new Date("2025-03-04T10:00:00Z"),
  carrier: null,
  trackingNumber: null,
};

const states = (input: OrderTimelineInput) =>
  buildOrderTimeline(input).map((e) => `${e.step}:${e.state}`);

describe("buildOrderTimeline", () => {
  it("a paid order: payment done, the rest to come", () => {
    expect(states(base)).toEqual([
      "paid:done",
      "in_production:upcoming",
      "shipped:upcoming",
      "completed:upcoming",
    ]);
    expect(buildOrderTimeline(base)[0]?.at).toBe("2025-03-03T10:00:00.000Z");
  });

  it("shipped carries carrier and tracking number", () => {
    const timeline = buildOrderTimeline({
      ...base,
      status: "shipped",
      carrier: "UPS",
      trackingNumber: "1Z999",
    });
    expect(timeline.map((e) => e.state)).toEqual(["done", "done", "current", "upcoming"]);
    expect(timeline[2]?.detail).toBe("UPS, tracking 1Z999");
    expect(timeline[2]?.at).toBe("2025-03-04T10:00:00.000Z");
  });

  it("pickup orders go through ready for pickup, and completed is done", () => {
    expect(states({ ...base, deliveryMethod: "pickup", status: "completed" })).toEqual([
      "paid:done",
      "in_production:done",
      "ready_for_pickup:done",
      "completed:done",
    ]);
  });

  it("unpaid orders have nothing done; in production is current", () => {
    expect(
      states({ ...base, status: "pending", paidAt: null }).every((s) => s.endsWith("upcoming")),
    ).toBe(true);
    expect(states({ ...base, status: "in_production" })[1]).toBe("in_production:current");
  });
});
