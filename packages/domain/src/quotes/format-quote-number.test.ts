import { describe, expect, it } from "vitest";
import { multiLineRequestSchema } from "../validation/multi-line-request";
import { quoteHistoryQuerySchema } from "../validation/quote-history";
import { formatQuoteNumber } from "./format-quote-number";

describe("formatQuoteNumber", () => {
  it("prefixes the kind and keeps the last 8 characters of the id, upper case", () => {
    const id = "0f8e2c1a-5b6d-4e7f-9a0b-1c2d3e4f5a6b";
    expect(formatQuoteNumber("multi-line", id)).toBe("RFQ-3E4F5A6B");
    expect(formatQuoteNumber("single", id)).toBe("QQ-3E4F5A6B");
  });
});

describe("multiLineRequestSchema", () => {
  const item = {
    material: "6061-t651",
    product_type: "Plate",
    shape: "Plate",
    dimensions: { length: 48, width: 24, height: 1.5 },
    quantity: 2,
  };

  it("needs name, email, company and at least one item; DFARS and RoHS default off", () => {
    const ok = multiLineRequestSchema.parse({
      name: " Ada ",
      email: "Ada@Shop.COM",
      company: "Acme",
      items: [item],
    });
    expect(ok).toMatchObject({ name: "Ada", email: "ada@shop.com", dfars: false, rohs: false });
    expect(ok.items[0]?.dfars).toBe(true);

    const bad = multiLineRequestSchema.safeParse({ name: "", email: "x", company: " ", items: [] });
    expect(bad.success).toBe(false);
    const fields = bad.error?.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["name", "email", "company", "items"]));
  });

  it("ignores a user_id in the body (the server takes it from the session)", () => {
    const parsed = multiLineRequestSchema.parse({
      name: "Ada",
      email: "ada@shop.com",
      company: "Acme",
      user_id: "someone-else",
      items: [item],
    });
    expect(parsed).not.toHaveProperty("user_id");
  });
});

describe("quoteHistoryQuerySchema", () => {
  it("defaults to page 1, 20 a page, every kind, and coerces query strings", () => {
    expect(quoteHistoryQuerySchema.parse({})).toEqual({ page: 1, limit: 20, type: "all" });
    expect(
      quoteHistoryQuerySchema.parse({
        page: "2",
        limit: "5",
        type: "multi-line",
        status: "quoted",
      }),
    ).toEqual({ page: 2, limit: 5, type: "multi-line", status: "quoted" });
    expect(quoteHistoryQuerySchema.safeParse({ limit: "1000" }).success).toBe(false);
  });
});
