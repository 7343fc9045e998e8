import { describe, expect, it } from "vitest";
import { getMaterial } from "./get-material";
import { isMaterialCode } from "./is-material-code";

describe("getMaterial / isMaterialCode", () => {
  it("finds a material by code", () => {
    expect(getMaterial("p20")?.label).toBe("P20 Tool Steel");
    expect(getMaterial("7050-t7451")?.pricePerLbCents).toBe(900);
  });

  it("returns undefined for an unknown or differently cased code", () => {
    expect(getMaterial("P20")).toBeUndefined();
    expect(getMaterial("")).toBeUndefined();
  });

  it("narrows strings to material codes", () => {
    expect(isMaterialCode("a513")).toBe(true);
    expect(isMaterialCode("6061")).toBe(false);
    expect(isMaterialCode(6061)).toBe(false);
    expect(isMaterialCode(undefined)).toBe(false);
  });
});
