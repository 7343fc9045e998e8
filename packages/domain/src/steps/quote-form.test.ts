import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../validation/quote-request";
import { buildQuoteSubmission } from "./build-quote-submission";
import { type CartItem, formatCartItemMaterial } from "./cart-item";
import {
  createEmptyQuoteForm,
  getQuoteStepError,
  getQuoteStepValidity,
  isQuoteFormValid,
  type QuoteFormData,
} from "./quote-form";

const plate: CartItem = {
  id: "a",
  material: "6061-T651",
  materialCode: "6061-t651",
  shapeName: "Plate",
  productType: "Plate",
  dimensions: { length: 48, width: 24.5, height: 1.5 },
  quantity: 2,
  dfars: true,
  description: "  ",
};
const contact = { name: "Ada", email: "ada@shop.com", phone: "", company: "Acme" };

describe("quote form validity (spec §5)", () => {
  it("needs an item, contact name, valid email and company; details are always valid", () => {
    const empty = createEmptyQuoteForm();
    expect(getQuoteStepValidity(empty)).toEqual({
      items: false,
      details: true,
      contact: false,
      review: false,
    });
    expect(getQuoteStepValidity({ items: [plate], contact })).toEqual({
      items: true,
      details: true,
      contact: true,
      review: true,
    });
    expect(isQuoteFormValid({ items: [plate], contact })).toBe(true);
    expect(
      getQuoteStepValidity({ items: [plate], contact: { ...contact, company: "  " } }).review,
    ).toBe(false);
    expect(getQuoteStepValidity({ items: [], contact }).review).toBe(false);
  });

  it("explains an invalid step in the spec's words", () => {
    const empty = createEmptyQuoteForm();
    expect(getQuoteStepError("items", empty)).toBe(
      "Please add at least one item to your quote before proceeding.",
    );
    expect(getQuoteStepError("details", empty)).toBeUndefined();
    expect(getQuoteStepError("contact", empty)).toBe("Missing: Name, Email, Company");
    expect(
      getQuoteStepError("contact", { items: [], contact: { ...contact, email: "ada@shop" } }),
    ).toBe("Missing: Valid Email");
    expect(getQuoteStepError("review", { items: [plate], contact })).toBeUndefined();
  });

  it("prefills contact", () => {
    expect(createEmptyQuoteForm({ name: "Ada" }).contact).toEqual({
      name: "Ada",
      email: "",
      phone: "",
      company: "",
    });
  });
});

describe("formatCartItemMaterial (spec §3)", () => {
  it("combines material, shape and product type when all exist", () => {
    expect(formatCartItemMaterial(plate)).toBe("6061-T651 - Plate");
    expect(
      formatCartItemMaterial({ material: "A500", shapeName: "Round", productType: "Tube" }),
    ).toBe("A500 - Round Tube");
    expect(formatCartItemMaterial({ material: "P20" })).toBe("P20");
  });
});

describe("buildQuoteSubmission (spec §3)", () => {
  const form: QuoteFormData = {
    items: [
      plate,
      { ...plate, id: "b", materialSpec: " AMS 4027 ", description: "deburr", dfars: false },
    ],
    notes: "  ",
    contact: { ...contact, phone: " 313 555 0100 " },
    referralSource: "other",
    otherSource: " trade show ",
  };

  it("omits empty optional fields and sends item specs with material codes", () => {
    const body = buildQuoteSubmission(form, { signedIn: false });
    expect(body).toEqual({
      name: "Ada",
      email: "ada@shop.com",
      company: "Acme",
      phone: "313 555 0100",
      referral_source: "other",
      other_source: "trade show",
      items: [
        {
          material: "6061-t651",
          product_type: "Plate",
          shape: "Plate",
          dimensions: { length: 48, width: 24.5, height: 1.5 },
          quantity: 2,
          dfars: true,
        },
        {
          material: "6061-t651",
          product_type: "Plate",
          shape: "Plate",
          dimensions: { length: 48, width: 24.5, height: 1.5 },
          quantity: 2,
          dfars: false,
          material_spec: "AMS 4027",
          description: "deburr",
        },
      ],
    });
    expect(quoteRequestSchema.safeParse(body).success).toBe(true);
  });

  it("sends no referral when signed in, and no free text unless 'other'", () => {
    expect(buildQuoteSubmission(form, { signedIn: true })).not.toHaveProperty("referral_source");
    const google = buildQuoteSubmission({ ...form, referralSource: "google" }, { signedIn: false });
    expect(google.referral_source).toBe("google");
    expect(google).not.toHaveProperty("other_source");
    expect(
      buildQuoteSubmission({ ...form, referralSource: "" }, { signedIn: false }),
    ).not.toHaveProperty("referral_source");
  });
});
