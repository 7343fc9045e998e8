import { describe, expect, it } from "vitest";
import { dollarsInputValue, parseDollarsInput } from "./dollars-input";

describe("a dollars field", () => {
  it("reads empty as no amount, and tolerates $ and thousands commas", () => {
    expect(parseDollarsInput("")).toBeUndefined();
    expect(parseDollarsInput("  ")).toBeUndefined();
    expect(parseDollarsInput("$1,500.25")).toBe(1500.25);
    expect(parseDollarsInput("0")).toBe(0);
  });

  it("reads anything else as NaN, for the schema to refuse", () => {
    expect(parseDollarsInput("abc")).toBeNaN();
    expect(parseDollarsInput("-5")).toBeNaN();
    expect(parseDollarsInput(".")).toBeNaN();
    expect(parseDollarsInput("1.2.3")).toBeNaN();
  });

  it("shows a stored amount with cents, and none as empty", () => {
    expect(dollarsInputValue(1500)).toBe("1500.00");
    expect(dollarsInputValue(null)).toBe("");
  });
});
