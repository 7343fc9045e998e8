import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveDeliveryState } from "./resolve-delivery-state";
import { TAX_RATES } from "./tax-rates";

const DETROIT = { city: "Detroit", state: "MI" };
const codes = TAX_RATES.map((r) => r.stateCode);

describe("resolveDeliveryState", () => {
  it("refuses a state that is not the ZIP's, naming the ZIP's state", () => {
    expect(
      resolveDeliveryState({
        zip: "48226",
        typedState: "OR",
        typedCity: "Detroit",
        location: DETROIT,
      }),
    ).toEqual({ ok: false, field: "address.state", message: "ZIP 48226 is in MI" });
  });

  it("takes the ZIP's state (and its city when none was typed)", () => {
    expect(
      resolveDeliveryState({
        zip: "48226",
        typedState: "michigan",
        typedCity: "",
        location: DETROIT,
      }),
    ).toEqual({ ok: true, state: "MI", city: "Detroit", fromZip: true });
    expect(
      resolveDeliveryState({
        zip: "48226",
        typedState: "",
        typedCity: "Downtown",
        location: DETROIT,
      }),
    ).toEqual({ ok: true, state: "MI", city: "Downtown", fromZip: true });
  });

  it("keeps the typed state for an unknown ZIP", () => {
    expect(
      resolveDeliveryState({ zip: "00000", typedState: "ca", typedCity: "X", location: null }),
    ).toEqual({ ok: true, state: "CA", city: "X", fromZip: false });
  });

  it("with a known ZIP, the tax state is always the ZIP's, whatever was typed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.option(fc.oneof(fc.constantFrom(...codes), fc.string()), { nil: undefined }),
        (zipState, typed) => {
          const result = resolveDeliveryState({
            zip: "12345",
            typedState: typed,
            typedCity: undefined,
            location: { city: "Town", state: zipState },
          });
          if (result.ok) expect(result.state).toBe(zipState);
          else expect(result.message).toBe(`ZIP 12345 is in ${zipState}`);
        },
      ),
    );
  });
});
