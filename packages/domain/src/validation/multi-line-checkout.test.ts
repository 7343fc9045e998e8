import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CUT_LIST_PIECES_MAX } from "./cut-list";
import {
  EMPTY_ORDER_MESSAGE,
  LINE_CHOICE_MESSAGE,
  lineErrorMessage,
  MAX_ORDER_LINES,
  multiLineCheckoutPricingRequestSchema,
  multiLineCheckoutSessionRequestSchema,
  TOO_MANY_LINES_MESSAGE,
} from "./multi-line-checkout";

const item = {
  material: "a500",
  product_type: "Tube",
  shape: "Square",
  dimensions: { length: 240, width: 2, wall: 0.125 },
  quantity: 4,
};
const ref = {
  kind: "multi-line",
  request_id: "6f1c2a8e-4b1d-4c3e-9a2b-1d2e3f4a5b6c",
  item_id: "7a1c2a8e-4b1d-4c3e-9a2b-1d2e3f4a5b6c",
};
const contact = {
  delivery_method: "pickup",
  customer_name: "Ada Lovelace",
  customer_company: "Acme",
  customer_email: "ada@shop.com",
};

describe("multi-line checkout request shapes (issue #15)", () => {
  it("accepts the single item, 1 to 100 items, or quote_lines", () => {
    expect(
      multiLineCheckoutPricingRequestSchema.safeParse({ item, delivery_method: "pickup" }).success,
    ).toBe(true);
    expect(
      multiLineCheckoutPricingRequestSchema.safeParse({
        items: [item, item],
        delivery_method: "pickup",
      }).success,
    ).toBe(true);
    expect(
      multiLineCheckoutSessionRequestSchema.safeParse({ ...contact, quote_lines: [ref] }).success,
    ).toBe(true);
  });

  it("refuses no lines, more than 100, and two ways at once", () => {
    const bad = [
      { delivery_method: "pickup" },
      { items: [], delivery_method: "pickup" },
      { items: Array(MAX_ORDER_LINES + 1).fill(item), delivery_method: "pickup" },
      { item, items: [item], delivery_method: "pickup" },
    ];
    for (const body of bad)
      expect(multiLineCheckoutPricingRequestSchema.safeParse(body).success).toBe(false);
  });

  it("takes a cut list as the line of full lengths cut by us (issue #17), with its 400 messages", () => {
    // The tube item's cross-section, as pieces instead of one length × quantity.
    const { quantity: _quantity, dimensions, ...tube } = item;
    const cut_list = {
      ...tube,
      dimensions: { width: dimensions.width, wall: dimensions.wall },
      pieces: [{ length: 30, quantity: 4, label: "legs" }],
    };
    const r = multiLineCheckoutSessionRequestSchema.safeParse({ ...contact, cut_list });
    expect(r.success).toBe(true);
    // The optimize request's defaults apply: kerf 1/8 in, keep drops of 12 in.
    expect(r.data?.cut_list).toMatchObject({ kerf: 0.125, min_drop: 12 });
    const twoWays = multiLineCheckoutPricingRequestSchema.safeParse({
      item,
      cut_list,
      delivery_method: "pickup",
    });
    expect(twoWays.error?.issues.map((i) => i.message)).toContain(LINE_CHOICE_MESSAGE);
    const tooMany = multiLineCheckoutPricingRequestSchema.safeParse({
      cut_list: { ...cut_list, pieces: [{ length: 30, quantity: CUT_LIST_PIECES_MAX + 1 }] },
      delivery_method: "pickup",
    });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.path).toEqual(["cut_list", "pieces", 0, "quantity"]);
  });

  it("takes the contract's { quote_id, line_id } as a quote line without a kind", () => {
    const r = multiLineCheckoutPricingRequestSchema.safeParse({
      quote_lines: [{ quote_id: ref.request_id, line_id: ref.item_id }, ref],
      delivery_method: "pickup",
    });
    expect(r.success).toBe(true);
    expect(r.data?.quote_lines).toEqual([
      { request_id: ref.request_id, item_id: ref.item_id },
      ref,
    ]);
  });

  it("says why an empty or oversized cart is refused", () => {
    const empty = multiLineCheckoutPricingRequestSchema.safeParse({
      items: [],
      delivery_method: "pickup",
    });
    expect(empty.error?.issues[0]?.message).toBe(EMPTY_ORDER_MESSAGE);
    const many = multiLineCheckoutPricingRequestSchema.safeParse({
      items: Array(MAX_ORDER_LINES + 1).fill(item),
      delivery_method: "pickup",
    });
    expect(many.error?.issues[0]?.message).toBe(TOO_MANY_LINES_MESSAGE);
  });

  it("still requires the address when shipping", () => {
    const r = multiLineCheckoutSessionRequestSchema.safeParse({
      ...contact,
      delivery_method: "ship",
      items: [item],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toContain("address.street");
  });

  it("names a refused line by its 1-based position", () => {
    expect(lineErrorMessage(3, 'Length must be at least 12"')).toBe(
      'Line 3: Length must be at least 12"',
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.string(), (n, m) => {
        expect(lineErrorMessage(n, m)).toBe(`Line ${n}: ${m}`);
      }),
    );
  });
});
