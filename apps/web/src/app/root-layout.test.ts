import { describe, expect, it } from "vitest";
import { scrollKey } from "./root-layout";

const at = (pathname: string, search: string, key: string) =>
  ({ pathname, search, key, hash: "", state: null }) as const;

describe("scrollKey", () => {
  it("keys a page the router navigated to by its history entry", () => {
    expect(scrollKey(at("/portal", "", "k1"))).toBe("k1");
  });
  it("keys pages the browser loaded itself by their address, so they never share a position", () => {
    const payment = scrollKey(at("/checkout/test/cs_test_1", "", "default"));
    const success = scrollKey(at("/success", "?session_id=cs_test_1", "default"));
    expect(payment).not.toBe(success);
    expect(success).toBe("/success?session_id=cs_test_1");
  });
});
