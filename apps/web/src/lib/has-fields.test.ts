import { describe, expect, it } from "vitest";
import { hasFields } from "./has-fields";

describe("hasFields", () => {
  const fields = { string: ["name"], number: ["quantity"], object: ["item"] } as const;

  it("accepts an object whose named fields are of their kinds, whatever else it holds", () => {
    expect(hasFields({ name: "A", quantity: 2, item: {}, extra: true }, fields)).toBe(true);
  });

  it("refuses a missing or mistyped field, and a null where an object is named", () => {
    expect(hasFields({ name: "A", quantity: 2 }, fields)).toBe(false);
    expect(hasFields({ name: "A", quantity: "2", item: {} }, fields)).toBe(false);
    expect(hasFields({ name: "A", quantity: 2, item: null }, fields)).toBe(false);
  });

  it("refuses what is not an object", () => {
    expect(hasFields(null, {})).toBe(false);
    expect(hasFields("text", {})).toBe(false);
  });
});
