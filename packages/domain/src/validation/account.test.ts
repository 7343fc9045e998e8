import { describe, expect, it } from "vitest";
import { newPasswordSchema, signUpRequestSchema } from "./account";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesUpdateSchema,
} from "./notification-preferences";

describe("sign-up request (decisions §12)", () => {
  const base = { email: " Ada@Shop.com ", password: "secret", full_name: "Ada L", company: "Acme" };

  it("accepts the spec's metadata, lower-cases the email, phone and name optional", () => {
    expect(signUpRequestSchema.parse(base)).toEqual({
      email: "ada@shop.com",
      password: "secret",
      full_name: "Ada L",
      company: "Acme",
    });
  });

  it("keeps the auth library's own fields and drops unknown ones", () => {
    const parsed = signUpRequestSchema.parse({
      ...base,
      name: "Ada",
      callbackURL: "/",
      rememberMe: false,
      role: "admin",
    });
    expect(parsed).toMatchObject({ name: "Ada", callbackURL: "/", rememberMe: false });
    expect(parsed).not.toHaveProperty("role");
  });

  it("requires full name and company, 6 to 128 characters of password", () => {
    const r = signUpRequestSchema.safeParse({ ...base, full_name: " ", company: undefined });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join("."))).toEqual([
      "full_name",
      "company",
    ]);
    expect(newPasswordSchema.safeParse({ password: "12345" }).error?.issues[0]?.message).toBe(
      "At least 6 characters",
    );
    expect(newPasswordSchema.safeParse({ password: "x".repeat(129) }).success).toBe(false);
    expect(newPasswordSchema.safeParse({ password: "x".repeat(128) }).success).toBe(true);
  });
});

describe("notification preferences", () => {
  it("defaults updates on and marketing off", () => {
    expect(notificationPreferencesUpdateSchema.parse({ preferences: {} }).preferences).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
    expect(
      notificationPreferencesUpdateSchema.parse({ preferences: { marketing: true } }).preferences
        .marketing,
    ).toBe(true);
  });

  it("refuses a value that is not a boolean", () => {
    expect(
      notificationPreferencesUpdateSchema.safeParse({ preferences: { marketing: "yes" } }).success,
    ).toBe(false);
  });
});
