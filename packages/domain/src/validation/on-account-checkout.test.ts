import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { onAccountCheckoutRequestSchema } from "./multi-line-checkout";

const ITEM = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity: 2,
};

const BODY = {
  item: ITEM,
  delivery_method: "pickup",
  customer_name: "Grace Hopper",
  customer_company: "Cobol Machining",
  customer_email: "grace@example.com",
  po_number: "PO-1",
};

const messagesAt = (input: unknown, field: string) => {
  const parsed = onAccountCheckoutRequestSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.filter((i) => i.path.join(".") === field).map((i) => i.message);
};

describe("onAccountCheckoutRequestSchema (issue #16)", () => {
  it("is the card checkout's body plus a PO number, trimmed", () => {
    const parsed = onAccountCheckoutRequestSchema.parse({ ...BODY, po_number: "  PO-77 " });
    expect(parsed.po_number).toBe("PO-77");
    expect(parsed.tax_exempt).toBe(false);
  });

  it.each([undefined, "", "   "])("refuses a missing or blank PO number (%j)", (po_number) => {
    expect(messagesAt({ ...BODY, po_number }, "po_number")).toEqual([
      MESSAGES.companies.poRequired,
    ]);
  });

  it("refuses a PO number over 100 characters", () => {
    expect(messagesAt({ ...BODY, po_number: "P".repeat(101) }, "po_number")).toEqual([
      MESSAGES.contact.tooLong(100),
    ]);
  });

  it("names its lines like the card checkout: exactly one of item, items, quote_lines", () => {
    expect(
      onAccountCheckoutRequestSchema.safeParse({ ...BODY, item: undefined, items: [ITEM, ITEM] })
        .success,
    ).toBe(true);
    expect(onAccountCheckoutRequestSchema.safeParse({ ...BODY, items: [ITEM] }).success).toBe(
      false,
    );
    expect(onAccountCheckoutRequestSchema.safeParse({ ...BODY, item: undefined }).success).toBe(
      false,
    );
  });

  it("needs the address when shipping", () => {
    expect(messagesAt({ ...BODY, delivery_method: "ship" }, "address.street")).toEqual([
      MESSAGES.contact.fieldRequired,
    ]);
  });
});
