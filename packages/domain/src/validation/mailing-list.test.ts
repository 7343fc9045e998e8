import { describe, expect, it } from "vitest";
import { mailingListSchema } from "./mailing-list";

const messages = (input: unknown) => {
  const r = mailingListSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("mailingListSchema", () => {
  it("requires an email", () => {
    expect(messages({})).toEqual([["email", "Email required"]]);
    expect(messages({ email: "" })).toEqual([["email", "Email required"]]);
    expect(messages({ email: "   " })).toEqual([["email", "Email required"]]);
  });

  it("checks the format", () => {
    expect(messages({ email: "buyer@shop" })).toEqual([
      ["email", "Please enter a valid email address"],
    ]);
    expect(messages({ email: "a b@shop.com" })).toEqual([
      ["email", "Please enter a valid email address"],
    ]);
  });

  it("trims and lower-cases", () => {
    expect(mailingListSchema.parse({ email: "  Buyer@Shop.COM " })).toEqual({
      email: "buyer@shop.com",
    });
  });
});
