import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorEnvelopeSchema, successEnvelope } from "./envelope";
import { toFieldErrors } from "./to-field-errors";

describe("envelopes", () => {
  it("wraps data in a success envelope", () => {
    const schema = successEnvelope(z.object({ id: z.string() }));
    expect(schema.parse({ status: "success", data: { id: "a" } })).toEqual({
      status: "success",
      data: { id: "a" },
    });
    expect(schema.safeParse({ status: "error", data: { id: "a" } }).success).toBe(false);
    expect(schema.safeParse({ status: "success", data: {} }).success).toBe(false);
  });

  it("describes errors with optional field errors", () => {
    const body = {
      status: "error",
      message: "Invalid request",
      errors: [{ field: "items.0.quantity", message: "Maximum quantity is 500" }],
    };
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
    expect(errorEnvelopeSchema.parse({ status: "error", message: "x" })).toEqual({
      status: "error",
      message: "x",
    });
    expect(errorEnvelopeSchema.safeParse({ status: "error" }).success).toBe(false);
  });

  it("maps zod issues to dotted field errors", () => {
    const schema = z.object({
      items: z.array(z.object({ quantity: z.number().max(500, "Too many") })),
    });
    const result = schema.safeParse({ items: [{ quantity: 501 }] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error.issues)).toEqual([
        { field: "items.0.quantity", message: "Too many" },
      ]);
    }
  });
});
