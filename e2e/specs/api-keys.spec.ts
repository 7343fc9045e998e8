import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi, signUp } from "../support/api";
import { launchBrowser, newPage } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * Journey (issue #20): a customer creates an API key in the portal's Settings, copies it the one
 * time it is shown, and their own system calls the API with it: it reads their quote requests, a
 * read-only key's POST is refused, the list shows the last use, and once revoked the key answers
 * 401.
 */

const CUSTOMER = {
  email: "keys-buyer@example.com",
  password: "keys-secret-1",
  full_name: "Kim Keys",
  company: "Keyed Machining",
};

let server: RunningServer;
let browser: Browser;
let api: Api;
let cookie = "";
let userId = "";
let requestNumber = "";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = createApi(server.baseUrl);
  cookie = await signUp(api, CUSTOMER);
  const me = await (await api("/v2/me", { cookie })).json();
  userId = me.data.user.id;
  const submitted = await api("/v2/quotes/multi-line", {
    method: "POST",
    cookie,
    body: JSON.stringify({
      name: CUSTOMER.full_name,
      email: CUSTOMER.email,
      company: CUSTOMER.company,
      items: [
        {
          material: "6061-t651",
          product_type: "Plate",
          shape: "Plate",
          dimensions: { length: 24, width: 12, height: 1 },
          quantity: 4,
        },
      ],
    }),
  });
  expect(submitted.status).toBe(201);
  requestNumber = (await submitted.json()).data.request_number;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The customer's system: the key, and nothing else. */
const withKey = (key: string, path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
  });

describe("API keys in Settings", () => {
  it("creates a key, copies it once, calls the API with it, sees its last use and revokes it", async () => {
    const { context, page, pageErrors } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: server.baseUrl,
      });
      const url = new URL(server.baseUrl);
      await context.addCookies(
        cookie.split("; ").map((pair) => {
          const [name = "", ...rest] = pair.split("=");
          return { name, value: rest.join("="), domain: url.hostname, path: "/" };
        }),
      );
      await page.goto("/profile#settings");
      const form = page.getByRole("form", { name: "Create an API key" });
      await form.getByLabel("Key name").fill("ERP sync");
      await form.getByRole("radio", { name: /Read only/ }).check();
      await form.getByRole("button", { name: "Create key" }).click();

      const secret = page.getByLabel("API key", { exact: true });
      await secret.waitFor();
      const key = await secret.inputValue();
      expect(key).toMatch(/^ingot_/);
      // The key field has focus, so it can be copied at once; the button copies it too.
      expect(await secret.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByRole("button", { name: "Copy key" }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await page.getByRole("button", { name: "Done" }).click();
      await secret.waitFor({ state: "detached" });
      expect(await page.content()).not.toContain(key);

      // The customer's system reads their requests with the key, and cannot write with it.
      const quotes = await withKey(key, `/v2/quotes/user/${userId}`);
      expect(quotes.status).toBe(200);
      expect(await quotes.text()).toContain(requestNumber);
      const write = await withKey(key, "/v2/quotes/multi-line", {
        method: "POST",
        body: JSON.stringify({ name: "x", email: CUSTOMER.email, items: [] }),
      });
      expect(write.status).toBe(403);

      // The list shows the key by its first characters, and that it was used.
      await page.reload();
      const list = page.getByRole("list", { name: "Your API keys" });
      await list.getByText("ERP sync").waitFor();
      await expect.poll(async () => list.textContent()).toContain(key.slice(0, 12));
      expect(await list.textContent()).not.toContain("last used never");

      await list.getByRole("button", { name: "Revoke ERP sync" }).click();
      await page.getByText("No keys yet.").waitFor();
      expect((await withKey(key, `/v2/quotes/user/${userId}`)).status).toBe(401);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
