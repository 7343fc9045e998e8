import { describe, expect, it } from "vitest";
import { contactSchema, referralSourceSchema } from "./contact";
import { getMissingContactFields } from "./get-missing-contact-fields";
import { isValidEmail } from "./is-valid-email";

const issues = (input: unknown) => {
  const r = contactSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("isValidEmail (spec §5: text@text.text, no spaces)", () => {
  it.each([
    ["buyer@shop.com", true],
    ["a.b+c@d.co.uk", true],
    ["buyer@shop", false],
    ["buyer shop@x.com", false],
    ["@shop.com", false],
    ["buyer@.com", false],
    ["", false],
  ])("%j → %s", (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe("contactSchema", () => {
  it("accepts a full contact, trimming, email lower-cased, phone optional", () => {
    expect(
      contactSchema.parse({ name: " Ada ", email: "Ada@Shop.com", company: " Acme " }),
    ).toEqual({ name: "Ada", email: "ada@shop.com", company: "Acme" });
  });

  it("says 'This field is required' per blank field", () => {
    expect(issues({ name: "  ", email: "", company: undefined })).toEqual([
      ["name", "This field is required"],
      ["email", "This field is required"],
      ["company", "This field is required"],
    ]);
  });

  it("rejects a malformed email", () => {
    expect(issues({ name: "A", email: "a@b", company: "C" })).toEqual([
      ["email", "Please enter a valid email address"],
    ]);
  });

  it("knows the referral options", () => {
    expect(referralSourceSchema.options).toEqual(["x", "linkedin", "google", "chatgpt", "other"]);
    expect(referralSourceSchema.safeParse("tiktok").success).toBe(false);
  });
});

describe("getMissingContactFields (spec §5)", () => {
  it("lists Name, Email and Company when blank", () => {
    expect(getMissingContactFields({ name: " ", email: "", company: "" })).toEqual([
      "Name",
      "Email",
      "Company",
    ]);
    expect(getMissingContactFields({})).toEqual(["Name", "Email", "Company"]);
  });

  it("asks for a Valid Email when malformed", () => {
    expect(getMissingContactFields({ name: "A", email: "a@b", company: "C" })).toEqual([
      "Valid Email",
    ]);
  });

  it("is empty when complete", () => {
    expect(getMissingContactFields({ name: "A", email: " a@b.co ", company: "C" })).toEqual([]);
  });
});
