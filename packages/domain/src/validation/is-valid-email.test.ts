import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { contactSchema } from "./contact";
import { EMAIL_PATTERN, isValidEmail, MAX_EMAIL_LENGTH } from "./is-valid-email";
import { mailingListSchema } from "./mailing-list";

/** The spec's text@text.text as first written: the same strings, but quadratic (issue #21). */
const SPEC_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A million characters: a quadratic pattern would need ~10^12 steps (hours), a linear one a few
 * milliseconds, so a regression shows as this test never finishing, with no clock read here. */
const HUGE = 1_000_000;

describe("EMAIL_PATTERN (issue #21: linear time, same strings as the spec's pattern)", () => {
  it("accepts exactly what text@text.text accepts", () => {
    const text = fc.string({
      unit: fc.constantFrom("a", "b", ".", "@", " ", "\t", "é"),
      maxLength: 12,
    });
    fc.assert(
      fc.property(text, (email) => {
        expect(EMAIL_PATTERN.test(email)).toBe(SPEC_PATTERN.test(email));
      }),
      { numRuns: 5_000 },
    );
  });

  it.each([
    ["a@ + dots + @", `a@${".".repeat(HUGE)}@`],
    ["a@b + dots + @", `a@b${".".repeat(HUGE)}@`],
    ["letters + @", `${"a".repeat(HUGE)}@`],
    ["a@ + letters + .", `a@${"b".repeat(HUGE)}.`],
    ["@a repeated", `.${"@a".repeat(HUGE / 2)}`],
    ["spaces", `a@b.${" ".repeat(HUGE)}c`],
  ])("answers at once for %s (a million characters)", (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("accepts a long well-formed address in one pass", () => {
    expect(isValidEmail(`a@${"b.".repeat(HUGE / 2)}c`)).toBe(true);
  });
});

describe("email fields check the length before the pattern", () => {
  const pathological = `a@${".".repeat(HUGE)}@`;

  it("contact: a million characters are 'too long', the only issue", () => {
    const r = contactSchema.safeParse({ name: "Ada", email: pathological, company: "Acme" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["email", MESSAGES.contact.tooLong(MAX_EMAIL_LENGTH)],
    ]);
  });

  it("mailing list: a million characters are an invalid email, once", () => {
    const r = mailingListSchema.safeParse({ email: pathological });
    expect(r.error?.issues.map((i) => i.message)).toEqual([MESSAGES.mailingList.invalidEmail]);
  });
});
