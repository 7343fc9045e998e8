import type { LookupAddress } from "node:dns";
import { MESSAGES } from "@ingot/domain";
import { describe, expect, it } from "vitest";
import { checkWebhookUrl, guardedLookup, isPublicAddress } from "./url-guard";

/** The SSRF guard's address rules (issue #20, decision 024), IPv4 and IPv6. */

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "255.255.255.255",
    "224.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "fc00::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "ff02::1",
    "[::1]",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "accepts %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("checkWebhookUrl", () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async (): Promise<LookupAddress[]> =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("refuses a name any of whose addresses is private", async () => {
    expect(
      await checkWebhookUrl("https://hooks.example.com/x", {
        allowPrivate: false,
        resolve: resolvesTo("93.184.215.14", "10.0.0.7"),
      }),
    ).toBe(MESSAGES.webhooks.urlPrivate);
    expect(
      await checkWebhookUrl("https://hooks.example.com/x", {
        allowPrivate: false,
        resolve: resolvesTo("93.184.215.14"),
      }),
    ).toBeNull();
  });

  it("refuses a name that does not resolve", async () => {
    expect(
      await checkWebhookUrl("https://nowhere.invalid/x", {
        allowPrivate: false,
        resolve: async () => {
          throw new Error("ENOTFOUND");
        },
      }),
    ).toBe(MESSAGES.webhooks.urlUnresolved);
  });

  it("with WEBHOOKS_ALLOW_PRIVATE_URLS allows http and private addresses, never other schemes", async () => {
    expect(await checkWebhookUrl("http://127.0.0.1:8080/x", { allowPrivate: true })).toBeNull();
    expect(await checkWebhookUrl("ftp://127.0.0.1/x", { allowPrivate: true })).toBe(
      MESSAGES.webhooks.urlInvalid,
    );
  });
});

describe("guardedLookup", () => {
  const lookup = (allowPrivate: boolean, all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) => {
      guardedLookup(allowPrivate)("localhost", { all }, (error, address) =>
        resolve({ error, result: address }),
      );
    });

  it("refuses to connect to a name that resolves to loopback", async () => {
    for (const all of [true, false]) {
      const { error } = await lookup(false, all);
      expect(error?.message).toBe(MESSAGES.webhooks.urlPrivate);
    }
  });

  it("resolves it when private addresses are allowed", async () => {
    const { error, result } = await lookup(true, true);
    expect(error).toBeNull();
    expect(Array.isArray(result) && result.length > 0).toBe(true);
  });
});
