import { describe, expect, it } from "vitest";
import {
  passwordResetRequestSchema,
  profileUpdateSchema,
  signInSchema,
  signUpSchema,
} from "./auth";

const messages = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("auth schemas (spec §5)", () => {
  const signUp = { full_name: "Ada", company: "Acme", email: "ada@shop.com", password: "secret" };

  it("accepts a sign-up with a 6-character password", () => {
    expect(signUpSchema.safeParse(signUp).success).toBe(true);
  });

  it("asks for at least 6 characters", () => {
    expect(messages(signUpSchema.safeParse({ ...signUp, password: "12345" }))).toEqual([
      ["password", "At least 6 characters"],
    ]);
    expect(messages(signUpSchema.safeParse({ ...signUp, password: "" }))).toEqual([
      ["password", "This field is required"],
    ]);
  });

  it("requires name, company and email on sign-up", () => {
    expect(
      messages(signUpSchema.safeParse({ ...signUp, full_name: "", company: "", email: "" })),
    ).toEqual([
      ["full_name", "This field is required"],
      ["company", "This field is required"],
      ["email", "This field is required"],
    ]);
  });

  it("checks sign-in, reset and profile forms", () => {
    expect(signInSchema.safeParse({ email: "ada@shop.com", password: "x" }).success).toBe(true);
    expect(messages(passwordResetRequestSchema.safeParse({ email: "" }))).toEqual([
      ["email", "This field is required"],
    ]);
    expect(profileUpdateSchema.parse({ full_name: " Ada ", company: "Acme" })).toEqual({
      full_name: "Ada",
      company: "Acme",
    });
  });
});
