import type { CutListRequestInput, ItemSpec } from "@ingot/domain";

/** Items and forms shared by the checkout, orders and email tests. */
export const PLATE: ItemSpec = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity: 2,
};

/** Over 1000 lb: 480 × 48 × 2 in 7075, 3 pieces ≈ 14,000 lb. */
export const HEAVY: ItemSpec = {
  material: "7075",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 480, width: 48, height: 2 },
  quantity: 3,
};

export const CA_ADDRESS = {
  street: "1 Market St",
  city: "San Francisco",
  state: "CA",
  zip_code: "94105",
  country: "US",
} as const;

export const MI_ADDRESS = {
  street: "100 Main St",
  city: "Ann Arbor",
  state: "MI",
  zip_code: "48104",
  country: "US",
} as const;

export function sessionRequest(overrides: Record<string, unknown> = {}) {
  return {
    item: PLATE,
    delivery_method: "ship",
    address: CA_ADDRESS,
    tax_exempt: false,
    customer_name: "Grace Hopper",
    customer_company: "Cobol Machining",
    customer_email: "grace@example.com",
    customer_phone: "555-0100",
    customer_order_number: "",
    dfars: true,
    rohs: false,
    currency: "usd",
    name: "6061-T651 - Plate Plate",
    description: "6061-T651 - Plate Plate × 2 pieces",
    ...overrides,
  };
}

/** 37 pieces of 2 in square A500 tube in five lengths (issue #17's buyer), for the cut-list tests. */
export const TUBE_CUT_LIST = {
  material: "a500",
  product_type: "Tube",
  shape: "Square",
  dimensions: { width: 2, wall: 0.125 },
  pieces: [
    { length: 96, quantity: 6, label: "Post" },
    { length: 48.5, quantity: 8, label: "Rail" },
    { length: 30.25, quantity: 10, label: "Brace" },
    { length: 22, quantity: 8 },
    { length: 72, quantity: 5, label: "Header" },
  ],
} satisfies CutListRequestInput;
