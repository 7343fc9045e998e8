import { describe, expect, it } from "vitest";
import {
  createQuoteRequestSchema,
  quoteRequestSchema,
  quoteStatusUpdateSchema,
} from "./quote-request";

const item = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 48, width: 24, height: 1 },
  quantity: 2,
};
const request = { name: "Ada", email: "ada@shop.com", company: "Acme", items: [item] };

const issues = (input: unknown, schema = quoteRequestSchema) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("quoteRequestSchema", () => {
  it("accepts a request, defaulting DFARS on and RoHS off", () => {
    const parsed = quoteRequestSchema.parse({
      ...request,
      items: [{ ...item, description: " deburr ", material_spec: "AMS 4027" }],
      referral_source: "linkedin",
    });
    expect(parsed.rohs).toBe(false);
    expect(parsed.items[0]).toEqual({
      ...item,
      description: "deburr",
      material_spec: "AMS 4027",
      dfars: true,
    });
    expect(parsed.referral_source).toBe("linkedin");
  });

  it("needs at least one item", () => {
    expect(issues({ ...request, items: [] })).toEqual([["items", "Please add at least one item"]]);
    expect(issues({ ...request, items: undefined })).toEqual([
      ["items", "Please add at least one item"],
    ]);
  });

  it("checks every item against the catalog with indexed paths", () => {
    expect(
      issues({
        ...request,
        items: [item, { ...item, quantity: 501, dimensions: { width: 24, height: 1 } }],
      }),
    ).toEqual([
      ["items.1.quantity", "Maximum quantity is 500"],
      ["items.1.dimensions.length", "Length is required"],
    ]);
  });

  it("requires the contact fields", () => {
    expect(issues({ ...request, name: "", company: " " })).toEqual([
      ["name", "This field is required"],
      ["company", "This field is required"],
    ]);
  });

  it("passes material rules to each item", () => {
    const schema = createQuoteRequestSchema({ minimumOrderQuantity: () => 3 });
    expect(issues(request, schema)).toEqual([["items.0.quantity", "Minimum quantity is 3"]]);
  });

  it("takes the workflow statuses", () => {
    expect(quoteStatusUpdateSchema.safeParse({ status: "in_review" }).success).toBe(true);
    expect(quoteStatusUpdateSchema.safeParse({ status: "lost" }).success).toBe(false);
  });
});
