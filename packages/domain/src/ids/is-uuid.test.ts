import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isUuid } from "./is-uuid";

describe("isUuid", () => {
  it("accepts every UUID, in either case", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(isUuid(id)).toBe(true);
        expect(isUuid(id.toUpperCase())).toBe(true);
      }),
    );
  });

  it("refuses anything with a character more, less or out of place", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string({ minLength: 1, maxLength: 3 }), (id, extra) => {
        expect(isUuid(`${id}${extra}`)).toBe(false);
        expect(isUuid(id.slice(1))).toBe(false);
      }),
    );
    expect(isUuid("")).toBe(false);
    expect(isUuid("not-a-uuid")).toBe(false);
    expect(isUuid("00000000-0000-0000-0000-00000000000g")).toBe(false);
    expect(isUuid("00000000000000000000000000000000")).toBe(false);
  });
});
