import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findNul, holdsNul } from "./text-guard";

/** JSON-like values whose strings and keys sometimes hold NUL. */
const withNul = fc.oneof(
  fc.string(),
  fc.string().map((s) => `${s}\u0000${s}`),
);
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    withNul,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(withNul, tie("value"), { maxKeys: 4 }),
  ),
})).value;

describe("text guard", () => {
  it("holdsNul answers exactly when findNul names a field", () => {
    fc.assert(
      fc.property(jsonish, (value) => {
        expect(holdsNul(value)).toBe(findNul(value) !== undefined);
      }),
      { numRuns: 500 },
    );
  });

  it("finds NUL in a nested string and in a key, and names where", () => {
    const body = { items: [{ notes: "ok" }, { notes: "a\u0000b" }] };
    expect(holdsNul(body)).toBe(true);
    expect(findNul(body)).toBe("items.1.notes");
    expect(holdsNul({ "k\u0000": 1 })).toBe(true);
    expect(holdsNul({ items: [{ notes: "ok" }], n: 2, b: Buffer.from([0]) })).toBe(false);
    expect(holdsNul("\u0000")).toBe(true);
    expect(holdsNul(undefined)).toBe(false);
  });
});
