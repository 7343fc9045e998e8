import { describe, expect, it } from "vitest";
import { checkoutPricingRequestSchema, checkoutSessionRequestSchema } from "./checkout";
import { getCheckoutFormError } from "./get-checkout-form-error";

const item = {
  material: "a500",
  product_type: "Tube",
  shape: "Square",
  dimensions: { length: 240, width: 2, wall: 0.125 },
  quantity: 4,
};
const address = { street: "1 Main St", city: "Austin", state: "TX", zip_code: "78701" };
const session = {
  item,
  delivery_method: "ship",
  address,
  customer_name: "Ada Lovelace",
  customer_company: "Acme",
  customer_email: "ada@shop.com",
  amount: "1",
};

const issues = (schema: typeof checkoutSessionRequestSchema, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("checkoutPricingRequestSchema (decisions §12)", () => {
  it("accepts an item with or without an address, tax_exempt defaulting to false", () => {
    const parsed = checkoutPricingRequestSchema.parse({ item, delivery_method: "pickup" });
    expect(parsed.tax_exempt).toBe(false);
    expect(
      checkoutPricingRequestSchema.parse({ item, delivery_method: "ship", address }).address,
    ).toEqual({ ...address, country: "US" });
    expect(
      checkoutPricingRequestSchema.safeParse({
        item,
        delivery_method: "ship",
        address: { zip_code: "" },
      }).success,
    ).toBe(true);
  });

  it("rejects a bad ZIP, a non-US country and an unknown delivery method", () => {
    expect(
      checkoutPricingRequestSchema.safeParse({
        item,
        delivery_method: "ship",
        address: { zip_code: "4821" },
      }).success,
    ).toBe(false);
    expect(
      checkoutPricingRequestSchema.safeParse({
        item,
        delivery_method: "ship",
        address: { country: "CA" },
      }).success,
    ).toBe(false);
    expect(checkoutPricingRequestSchema.safeParse({ item, delivery_method: "drone" }).success).toBe(
      false,
    );
  });
});

describe("checkoutSessionRequestSchema", () => {
  it("accepts a shipped order; an amount sent by the browser is only carried, never used", () => {
    const parsed = checkoutSessionRequestSchema.parse(session);
    expect(parsed.customer_email).toBe("ada@shop.com");
    expect(parsed.dfars).toBe(false);
  });

  it("needs the address fields when shipping", () => {
    expect(
      issues(checkoutSessionRequestSchema, { ...session, address: { street: "1 Main St" } }),
    ).toEqual([
      ["address.city", "This field is required"],
      ["address.state", "This field is required"],
      ["address.zip_code", "This field is required"],
    ]);
    expect(
      issues(checkoutSessionRequestSchema, {
        ...session,
        address: { ...address, state: "Texass" },
      }),
    ).toEqual([["address.state", "Please enter a valid US state"]]);
  });

  it("needs no address for pickup", () => {
    expect(
      issues(checkoutSessionRequestSchema, {
        ...session,
        delivery_method: "pickup",
        address: undefined,
      }),
    ).toEqual([]);
  });

  it("needs name, company and email", () => {
    expect(
      issues(checkoutSessionRequestSchema, {
        ...session,
        customer_name: "",
        customer_company: "",
        customer_email: "x",
      }),
    ).toEqual([
      ["customer_name", "This field is required"],
      ["customer_company", "This field is required"],
      ["customer_email", "Please enter a valid email address"],
    ]);
  });
});

describe("getCheckoutFormError (spec §5, §8)", () => {
  const complete = {
    fullName: "Ada",
    company: "Acme",
    email: "ada@shop.com",
    street: "1 Main",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
  };

  it("is null when complete", () => {
    expect(getCheckoutFormError({ deliveryMethod: "ship", ...complete })).toBeNull();
    expect(
      getCheckoutFormError({ deliveryMethod: "pickup", fullName: "A", company: "B", email: "c" }),
    ).toBeNull();
  });

  it("mentions the shipping address when shipping", () => {
    expect(getCheckoutFormError({ deliveryMethod: "ship", ...complete, zipCode: " " })).toBe(
      "Please fill in all required fields including shipping address",
    );
    expect(getCheckoutFormError({ deliveryMethod: "ship", ...complete, company: "" })).toBe(
      "Please fill in all required fields including shipping address",
    );
  });

  it("does not for pickup", () => {
    expect(getCheckoutFormError({ deliveryMethod: "pickup", ...complete, fullName: "" })).toBe(
      "Please fill in all required fields",
    );
  });
});
