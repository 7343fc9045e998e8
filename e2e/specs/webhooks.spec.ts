import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi, signUp } from "../support/api";
import { launchBrowser, newPage } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * Journey (issue #20): a customer registers a webhook in the portal's Settings, pointing at their
 * own system (a receiver this test starts on 127.0.0.1, so the server runs with
 * WEBHOOKS_ALLOW_PRIVATE_URLS=true), keeps the signing secret shown once, sends a test event and
 * sees the delivery listed with HTTP 200; the receiver got it once, signed with that secret.
 */

const CUSTOMER = {
  email: "hooks-buyer@example.com",
  password: "hooks-secret-1",
  full_name: "Hana Hooks",
  company: "Hooked Machining",
};

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: RunningServer;
let browser: Browser;
let api: Api;
let cookie = "";
let receiver: Server;
let receiverUrl = "";
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end("thanks");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ingot-events`;
  server = await startServer({ env: { WEBHOOKS_ALLOW_PRIVATE_URLS: "true" } });
  browser = await launchBrowser();
  api = createApi(server.baseUrl);
  cookie = await signUp(api, CUSTOMER);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe("webhooks in Settings", () => {
  it("registers an endpoint, keeps the secret shown once, sends a test event and lists it with 200", async () => {
    const { context, page, pageErrors } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      const url = new URL(server.baseUrl);
      await context.addCookies(
        cookie.split("; ").map((pair) => {
          const [name = "", ...rest] = pair.split("=");
          return { name, value: rest.join("="), domain: url.hostname, path: "/" };
        }),
      );
      await page.goto("/profile#settings");
      const form = page.getByRole("form", { name: "Add a webhook endpoint" });
      await form.getByLabel("Endpoint URL").fill(receiverUrl);
      // Both offered events are ticked to start.
      expect(await form.getByRole("checkbox", { name: /order\.status_changed/ }).isChecked()).toBe(
        true,
      );
      await form.getByRole("button", { name: "Add endpoint" }).click();

      const secretField = page.getByLabel("Signing secret", { exact: true });
      await secretField.waitFor();
      const secret = await secretField.inputValue();
      expect(secret).toMatch(/^whsec_/);
      expect(await secretField.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByRole("button", { name: "Done" }).click();
      await secretField.waitFor({ state: "detached" });
      expect(await page.content()).not.toContain(secret);

      const list = page.getByRole("list", { name: "Your webhook endpoints" });
      await list.getByText(receiverUrl).waitFor();
      await list.getByRole("button", { name: `Send test event to ${receiverUrl}` }).click();

      // The delivery is listed as delivered, with the receiver's 200.
      const deliveries = list.getByRole("list");
      await deliveries.getByText("Delivered").waitFor();
      expect(await deliveries.textContent()).toContain("HTTP 200");
      expect(await deliveries.textContent()).toContain("1 attempt");
      expect(
        await list.getByRole("button", { name: /Recent deliveries/ }).getAttribute("aria-expanded"),
      ).toBe("true");

      // The receiver got it once, signed by the documented recipe with the secret shown once.
      expect(received).toHaveLength(1);
      const [got] = received;
      const header = String(got?.headers["ingot-signature"]);
      const t = /t=(\d+)/.exec(header)?.[1];
      const v1 = /v1=([0-9a-f]+)/.exec(header)?.[1];
      expect(v1).toBe(createHmac("sha256", secret).update(`${t}.${got?.body}`).digest("hex"));
      expect(JSON.parse(got?.body ?? "{}")).toMatchObject({ type: "webhook.test" });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("wraps a long endpoint URL at its separators, never sideways, at 390 and 1366 px", async () => {
    // No piece between separators is longer than a 390 px line, so every line break must fall
    // after a "/" or before "?" or "&": never inside a word, nor at a hyphen.
    const long = `${receiverUrl}/integrations/ingot-metals/webhooks/receive/order-status-changes?tenant=hooked-machining&plant=detroit-2&token=abc123xyz789`;
    const created = await api("/v2/webhooks", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify({ url: long, events: ["order.status_changed"] }),
    });
    expect(created.status).toBe(201);
    for (const width of [390, 1366]) {
      const { context, page } = await newPage(browser, {
        baseUrl: server.baseUrl,
        viewport: { width, height: 900 },
      });
      try {
        const url = new URL(server.baseUrl);
        await context.addCookies(
          cookie.split("; ").map((pair) => {
            const [name = "", ...rest] = pair.split("=");
            return { name, value: rest.join("="), domain: url.hostname, path: "/" };
          }),
        );
        await page.goto("/profile#settings");
        const shown = page
          .getByRole("list", { name: "Your webhook endpoints" })
          .getByTestId("webhook-url")
          .filter({ hasText: long });
        await shown.waitFor();
        const layout = await shown.evaluate((el) => {
          // The URL's lines as laid out: each character's line is the top of its box.
          const lines: string[] = [];
          let lastTop: number | undefined;
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? "";
            for (let i = 0; i < text.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const top = Math.round(range.getBoundingClientRect().top);
              if (lastTop === undefined || Math.abs(top - lastTop) > 2) lines.push("");
              lastTop = top;
              lines[lines.length - 1] = `${lines.at(-1) ?? ""}${text.charAt(i)}`;
            }
          }
          const box = el.getBoundingClientRect();
          const card = (el.closest("li") as HTMLElement).getBoundingClientRect();
          return {
            lines,
            pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
            inside: box.right <= card.right + 0.5 && el.scrollWidth <= el.clientWidth,
          };
        });
        expect(layout.lines.join("")).toBe(long);
        expect(layout.pageScrolls).toBe(false);
        expect(layout.inside).toBe(true);
        if (width === 390) expect(layout.lines.length).toBeGreaterThan(3);
        const badBreaks = layout.lines
          .slice(0, -1)
          .filter((line, i) => !line.endsWith("/") && !/^[?&]/.test(layout.lines[i + 1] ?? ""));
        expect(badBreaks, layout.lines.join("\n")).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 90_000);
});
