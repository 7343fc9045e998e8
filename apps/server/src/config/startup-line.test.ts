import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";
import { startupLine } from "./startup-line";

describe("startupLine", () => {
  it("names the port really bound when PUBLIC_URL is unset (PORT=3001, or 0)", () => {
    const config = loadConfig({ PORT: "3001" });
    expect(startupLine(config, { address: "0.0.0.0", family: "IPv4", port: 3001 })).toBe(
      "Ingot Metals is up at http://localhost:3001 (listening on 0.0.0.0:3001; API reference: http://localhost:3001/api/docs)",
    );
    const any = loadConfig({ PORT: "0" });
    expect(startupLine(any, { address: "::", family: "IPv6", port: 41234 })).toBe(
      "Ingot Metals is up at http://localhost:41234 (listening on [::]:41234; API reference: http://localhost:41234/api/docs)",
    );
  });

  it("names PUBLIC_URL when it is set, with the socket it listens on", () => {
    const config = loadConfig({ PORT: "8080", PUBLIC_URL: "https://metals.example.com/" });
    expect(startupLine(config, { address: "127.0.0.1", family: "IPv4", port: 8080 })).toBe(
      "Ingot Metals is up at https://metals.example.com (listening on 127.0.0.1:8080; API reference: https://metals.example.com/api/docs)",
    );
  });
});
