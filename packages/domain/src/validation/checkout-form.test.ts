import { describe, expect, it } from "vitest";
import { checkoutFormSchema, toCheckoutAddress } from "./checkout-form";

const base = {
  customer_name: "Grace Hopper",
  customer_company: "Cobol Machining",
  customer_email: "Grace@Example.com",
  tax_exempt: false,
  delivery_method: "pickup" as const,
};

const fieldsOf = (input: object) => {
  const result = checkoutFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("checkoutFormSchema (spec §5)", () => {
  it("needs no address for pickup; phone and PO are optional", () => {
    expect(fieldsOf(base)).toEqual([]);
    expect(checkoutFormSchema.parse(base).customer_email).toBe("grace@example.com");
  });

  it("requires name, company and email", () => {
    expect(
      fieldsOf({ ...base, customer_name: " ", customer_company: "", customer_email: "" }),
    ).toEqual([
      "customer_name: This field is required",
      "customer_company: This field is required",
      "customer_email: This field is required",
    ]);
  });

  it("requires street, city, state and ZIP when shipping, and a real state and ZIP", () => {
    expect(fieldsOf({ ...base, delivery_method: "ship" })).toEqual([
      "street: This field is required",
      "city: This field is required",
      "state: This field is required",
      "zip_code: This field is required",
    ]);
    expect(
      fieldsOf({
        ...base,
        delivery_method: "ship",
        street: "1 Market St",
        city: "San Francisco",
        state: "Narnia",
        zip_code: "9410",
      }),
    ).toEqual(["zip_code: Please enter a valid ZIP code", "state: Please enter a valid US state"]);
  });

  it("marks the address together with the contact when both are missing", () => {
    expect(
      fieldsOf({ ...base, delivery_method: "ship", customer_name: "", customer_email: "" }),
    ).toEqual([
      "customer_name: This field is required",
      "customer_email: This field is required",
      "street: This field is required",
      "city: This field is required",
      "state: This field is required",
      "zip_code: This field is required",
    ]);
  });
});

describe("toCheckoutAddress", () => {
  it("is undefined when nothing was typed, else a US address", () => {
    expect(toCheckoutAddress({ street: " ", city: "", state: "", zip_code: "" })).toBeUndefined();
    expect(toCheckoutAddress({ zip_code: " 94105 " })).toEqual({
      street: "",
      city: "",
      state: "",
      zip_code: "94105",
      country: "US",
    });
  });
});
