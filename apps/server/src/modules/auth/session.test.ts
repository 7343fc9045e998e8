import { describe, expect, it } from "vitest";
import { bearerOf, scopeOfPermissions } from "./session";

describe("bearerOf", () => {
  it("reads `Bearer <value>` in any case, and nothing else", () => {
    expect(bearerOf("Bearer abc")).toBe("abc");
    expect(bearerOf("bearer  abc")).toBe("abc");
    expect(bearerOf("Basic abc")).toBeUndefined();
    expect(bearerOf(undefined)).toBeUndefined();
  });
});

describe("scopeOfPermissions", () => {
  it("reads a key's stored permissions as its scope, read unless write is granted", () => {
    expect(scopeOfPermissions({ api: ["read", "write"] })).toBe("read_write");
    expect(scopeOfPermissions({ api: ["read"] })).toBe("read");
    expect(scopeOfPermissions(null)).toBe("read");
    expect(scopeOfPermissions({ api: "write" })).toBe("read");
  });
});
