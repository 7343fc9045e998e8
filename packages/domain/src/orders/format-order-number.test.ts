import { describe, expect, it } from "vitest";
import { defaultPoNumber } from "./default-po-number";
import { formatOrderNumber } from "./format-order-number";
import { resolvePoNumber } from "./resolve-po-number";

describe("formatOrderNumber (decisions §3)", () => {
  it("is ING- and the last 8 characters upper case", () => {
    expect(formatOrderNumber("3f2b8c1e-9a4d-4e2f-b6c1-0a1b2c3d4e5f")).toBe("ING-2C3D4E5F");
    expect(formatOrderNumber("abc")).toBe("ING-ABC");
    expect(formatOrderNumber("0a1b2c3d4e5f", "ACME")).toBe("ACME-2C3D4E5F");
  });
});

describe("defaultPoNumber / resolvePoNumber (spec §5)", () => {
  it("uses the first word of the full name", () => {
    expect(defaultPoNumber("John Smith")).toBe("Ingot John");
    expect(defaultPoNumber("  Ada   Lovelace ")).toBe("Ingot Ada");
    expect(defaultPoNumber("Ada", "Acme")).toBe("Acme Ada");
  });

  it("falls back to Customer", () => {
    expect(defaultPoNumber("")).toBe("Ingot Customer");
    expect(defaultPoNumber("   ")).toBe("Ingot Customer");
    expect(defaultPoNumber(null)).toBe("Ingot Customer");
  });

  it("keeps a given PO number", () => {
    expect(resolvePoNumber(" PO-778 ", "John Smith")).toBe("PO-778");
    expect(resolvePoNumber("", "John Smith")).toBe("Ingot John");
    expect(resolvePoNumber(undefined, undefined)).toBe("Ingot Customer");
  });
});
