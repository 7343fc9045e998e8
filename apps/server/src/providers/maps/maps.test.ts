import { describe, expect, it } from "vitest";
import { createGoogleMapsProvider } from "./google-maps-provider";
import {
  createZipCentroidMapsProvider,
  greatCircleMiles,
  ROAD_FACTOR,
} from "./zip-centroid-provider";

describe("ZIP centroid provider", () => {
  const maps = createZipCentroidMapsProvider();

  it("is zero miles from the facility's own ZIP", async () => {
    expect(await maps.distanceMiles({ zip_code: "48216" })).toBe(0);
  });

  it("multiplies the great-circle distance by the road factor", async () => {
    // Detroit 48216 → Chicago 60601 is ~238 miles as the crow flies; ~283 by road.
    const miles = await maps.distanceMiles({ zip_code: "60601-1234" });
    expect(miles).toBeGreaterThan(230 * ROAD_FACTOR);
    expect(miles).toBeLessThan(245 * ROAD_FACTOR);
  });

  it("answers null for unknown or missing ZIPs", async () => {
    expect(await maps.distanceMiles({ zip_code: "00000" })).toBeNull();
    expect(await maps.distanceMiles({ state: "CA" })).toBeNull();
    expect(await maps.lookupZip("K1A0B1")).toBeNull();
  });

  it("fills city and state from a ZIP", async () => {
    expect(await maps.lookupZip("48216")).toEqual({ zip: "48216", city: "Detroit", state: "MI" });
  });

  it("computes haversine distances", () => {
    const a = { latitude: 0, longitude: 0 };
    expect(greatCircleMiles(a, { latitude: 0, longitude: 1 })).toBeCloseTo(69.09, 1);
  });
});

describe("Google provider", () => {
  const reply = (body: object, status = 200) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it("reads the driving distance in metres and converts it with 1609.34 m a mile", async () => {
    let asked: URL | undefined;
    const maps = createGoogleMapsProvider({
      apiKey: "k",
      fetch: (async (url: URL) => {
        asked = url;
        return new Response(
          JSON.stringify({
            status: "OK",
            rows: [{ elements: [{ status: "OK", distance: { value: 160934 } }] }],
          }),
        );
      }) as unknown as typeof fetch,
    });
    expect(
      await maps.distanceMiles({
        street: "1 Main",
        city: "Toledo",
        state: "OH",
        zip_code: "43604",
      }),
    ).toBe(100);
    expect(asked?.searchParams.get("destinations")).toBe("48216, USA");
    expect(asked?.searchParams.get("mode")).toBe("driving");
  });

  it("answers null on any failure, so pricing falls back to the regional rate", async () => {
    const errors: unknown[] = [];
    const failing = createGoogleMapsProvider({
      apiKey: "k",
      fetch: reply({ status: "REQUEST_DENIED" }),
      onError: (e) => errors.push(e),
    });
    expect(await failing.distanceMiles({ zip_code: "43604" })).toBeNull();
    const down = createGoogleMapsProvider({ apiKey: "k", fetch: reply({}, 500) });
    expect(await down.distanceMiles({ zip_code: "43604" })).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
