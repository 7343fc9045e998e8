import { describe, expect, it } from "vitest";
import { centsToDollars } from "./cents-to-dollars";
import { dollarsToCents } from "./dollars-to-cents";
import { formatUsd } from "./format-usd";
import { roundCents } from "./round-cents";

describe("money", () => {
  it("formats cents as US dollars", () => {
    expect(formatUsd(123_456)).toBe("$1,234.56");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(100_000_000)).toBe("$1,000,000.00");
    expect(formatUsd(-500)).toBe("-$5.00");
  });

  it("converts between cents and dollars", () => {
    expect(centsToDollars(123_456)).toBe(1234.56);
    expect(centsToDollars(7)).toBe(0.07);
    expect(dollarsToCents(1234.56)).toBe(123_456);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it("rounds cents half up despite binary noise", () => {
    expect(roundCents(1234.5)).toBe(1235);
    expect(roundCents(1234.4999999999998)).toBe(1235);
    expect(roundCents(1234.49)).toBe(1234);
  });

  it("rounds as cutting to 12 significant digits first does, on its fast path too", () => {
    const reference = (cents: number) => Math.round(Number(cents.toPrecision(12)));
    const near = [0.5, 0.4999999, 0.5000001, 0.4999989, 0.5000011, 0, 1e-9, 0.999999999];
    const samples = [0, -0, 1e6, -1e6, 999_999.5, -999_999.5, 1234.4999999999998, 2.675 * 100];
    for (let whole = -2000; whole <= 2000; whole += 7) {
      for (const fraction of near) samples.push(whole + fraction, whole * 487.3 + fraction);
    }
    for (let weight = 0.013; weight < 400; weight *= 1.37) {
      for (const perLb of [100, 379, 425, 1199])
        samples.push(weight * perLb, weight * perLb * 0.95);
    }
    for (const cents of samples) expect(Object.is(roundCents(cents), reference(cents))).toBe(true);
  });
});
