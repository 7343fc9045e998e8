import type { ItemSpec } from "@ingot/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MI_ADDRESS, PLATE } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";

/**
 * Issue #22: every price says when it ships, from the server's clock (lib/clock.ts) and the
 * facility's business calendar (decision 023).
 */

/** $863.38 a line: one line is fast (3-4 days), three lines together $2,590 are standard (5-6). */
const SEVEN_PLATES: ItemSpec = { ...PLATE, quantity: 7 };

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function quoteAt(instant: string, item: ItemSpec = PLATE, server: App = app) {
  server.clock.set(instant);
  const res = await server.inject({ method: "POST", url: "/v2/pricing/quote", payload: item });
  expect(res.statusCode).toBe(200);
  return res.json().data as { ship_by: string; order_within_minutes: number | null };
}

async function checkoutAt(instant: string, payload: object) {
  app.clock.set(instant);
  const res = await app.inject({ method: "POST", url: "/v2/pricing/checkout", payload });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    ship_by: string;
    order_within_minutes: number | null;
    arrives_by?: string;
    lead_time: { days: string };
  };
}

describe("POST /v2/pricing/quote: ship_by and order_within_minutes", () => {
  it("promises the start day + 4 business days before the noon cutoff, and counts down to it", async () => {
    // Monday 2026-11-23, 09:46 in Detroit (EST).
    expect(await quoteAt("2026-11-23T14:46:00Z")).toMatchObject({
      ship_by: "2026-11-30",
      order_within_minutes: 134,
    });
    expect(await quoteAt("2026-11-23T16:59:00Z")).toMatchObject({
      ship_by: "2026-11-30",
      order_within_minutes: 1,
    });
  });

  it("moves to the next business day at exactly 12:00 in Detroit", async () => {
    expect(await quoteAt("2026-11-23T17:00:00Z")).toMatchObject({
      ship_by: "2026-12-01",
      order_within_minutes: null,
    });
  });

  it("keeps the cutoff at local noon after the DST change (12:00 EDT is 16:00 UTC)", async () => {
    expect(await quoteAt("2026-03-09T15:59:00Z")).toMatchObject({
      ship_by: "2026-03-13",
      order_within_minutes: 1,
    });
    expect(await quoteAt("2026-03-09T16:00:00Z")).toMatchObject({
      ship_by: "2026-03-16",
      order_within_minutes: null,
    });
  });

  it("has no cutoff on a weekend or a federal holiday", async () => {
    // Saturday: starts Monday the 30th, ships Friday Dec 4.
    expect(await quoteAt("2026-11-28T15:00:00Z")).toEqual(
      expect.objectContaining({ ship_by: "2026-12-04", order_within_minutes: null }),
    );
    // Thanksgiving morning: starts Friday the 27th.
    expect(await quoteAt("2026-11-26T14:00:00Z")).toEqual(
      expect.objectContaining({ ship_by: "2026-12-03", order_within_minutes: null }),
    );
  });

  it("follows FACILITY_TIME_ZONE", async () => {
    const west = await createTestApp({ env: { FACILITY_TIME_ZONE: "America/Los_Angeles" } });
    try {
      // 17:00 UTC is noon in Detroit but 09:00 in Los Angeles.
      expect(await quoteAt("2026-11-23T17:00:00Z", PLATE, west)).toMatchObject({
        ship_by: "2026-11-30",
        order_within_minutes: 180,
      });
    } finally {
      await west.close();
    }
  });
});

describe("POST /v2/pricing/checkout: ship_by and arrives_by", () => {
  const monday = "2026-11-23T14:46:00Z";

  it("adds the arrival by ground transit when shipping (Ann Arbor is under 300 miles)", async () => {
    const data = await checkoutAt(monday, {
      item: PLATE,
      delivery_method: "ship",
      address: MI_ADDRESS,
      tax_exempt: false,
    });
    expect(data).toMatchObject({
      ship_by: "2026-11-30",
      order_within_minutes: 134,
      arrives_by: "2026-12-01",
    });
  });

  it("gives pickup a ship date and no arrival", async () => {
    const data = await checkoutAt("2026-11-23T18:00:00Z", {
      item: PLATE,
      delivery_method: "pickup",
      tax_exempt: false,
    });
    expect(data.ship_by).toBe("2026-12-01");
    expect(data.order_within_minutes).toBeNull();
    expect(data).not.toHaveProperty("arrives_by");
  });

  it("follows the order's material cost for a multi-line order, not each line's", async () => {
    const one = await checkoutAt(monday, {
      item: SEVEN_PLATES,
      delivery_method: "pickup",
      tax_exempt: false,
    });
    expect(one.lead_time.days).toBe("3-4");
    expect(one.ship_by).toBe("2026-11-30");
    const three = await checkoutAt(monday, {
      items: [SEVEN_PLATES, SEVEN_PLATES, SEVEN_PLATES],
      delivery_method: "pickup",
      tax_exempt: false,
    });
    expect(three.lead_time.days).toBe("5-6");
    expect(three.ship_by).toBe("2026-12-02");
  });

  it("takes the farthest transit band when the ZIP's distance is unknown", async () => {
    const data = await checkoutAt(monday, {
      item: PLATE,
      delivery_method: "ship",
      address: {
        street: "1 Nowhere Rd",
        city: "Nowhere",
        state: "MI",
        zip_code: "00000",
        country: "US",
      },
      tax_exempt: false,
    });
    expect(data).toMatchObject({ ship_by: "2026-11-30", arrives_by: "2026-12-07" });
  });
});
