import { describe, expect, it } from "vitest";
import { taxLabel } from "./pricing-summary";

const base = { pricing: undefined, taxExempt: false, estimate: false } as const;

describe("the checkout's sales-tax label", () => {
  it("says a pickup is taxed at the Michigan rate (where the buyer takes the goods)", () => {
    expect(taxLabel({ ...base, deliveryMethod: "pickup" })).toBe(
      "Sales tax (pickup: Michigan rate)",
    );
  });
  it("calls a shipment's tax an estimate until the address is priced", () => {
    expect(taxLabel({ ...base, deliveryMethod: "ship", estimate: true })).toBe(
      "Sales tax (estimate)",
    );
    expect(taxLabel({ ...base, deliveryMethod: "ship" })).toBe("Sales tax");
  });
  it("names an exemption before anything else", () => {
    expect(taxLabel({ ...base, deliveryMethod: "pickup", taxExempt: true })).toBe(
      "Sales tax (exempt)",
    );
  });
});
