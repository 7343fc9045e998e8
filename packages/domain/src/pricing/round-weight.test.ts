import { describe, expect, it } from "vitest";
import { roundWeight } from "./round-weight";

describe("roundWeight", () => {
  it("rounds to 2 decimals by default, half up", () => {
    expect(roundWeight(168.48000000000002)).toBe(168.48);
    expect(roundWeight(3.675663)).toBe(3.68);
    expect(roundWeight(1.005)).toBe(1.01);
    expect(roundWeight(2.5, 0)).toBe(3);
    expect(roundWeight(0.12345, 3)).toBe(0.123);
  });
});
