import { describe, expect, it } from "vitest";
import { createClock } from "./clock";

describe("createClock", () => {
  it("tells the system time by default", () => {
    const before = Date.now();
    const now = createClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("stops at a set instant and goes back to the system time", () => {
    const clock = createClock();
    clock.set("2026-11-23T14:46:00Z");
    expect(clock.now().toISOString()).toBe("2026-11-23T14:46:00.000Z");
    const copy = clock.now();
    copy.setFullYear(2000);
    expect(clock.now().toISOString()).toBe("2026-11-23T14:46:00.000Z");
    clock.reset();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it("runs at real speed from a start instant (CLOCK_START)", async () => {
    const clock = createClock({ start: new Date("2026-03-09T15:00:00Z") });
    const first = clock.now().getTime();
    expect(Math.abs(first - Date.parse("2026-03-09T15:00:00Z"))).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
  });

  it("refuses something that is not an instant", () => {
    expect(() => createClock().set("next tuesday")).toThrow(RangeError);
  });
});
