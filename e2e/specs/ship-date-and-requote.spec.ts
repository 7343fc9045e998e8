import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi, signUp } from "../support/api";
import { a11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { grantAdmin, type RunningServer, startServer } from "../support/server";

/**
 * Journey (issue #22): the server's clock starts at Monday 2026-11-23, 09:46 in Detroit
 * (CLOCK_START), 2 h 14 min before the noon cutoff of Thanksgiving week. The landing page's live
 * price promises "Ships by Mon, Nov 30" (four business days after Monday, Thursday off) with the
 * countdown; a customer whose quote has expired requotes it in one click from the portal, sees the
 * old and new prices side by side and accepts; axe finds nothing serious in either theme.
 */

const CLOCK_START = "2026-11-23T14:46:00Z";
const ADMIN_EMAIL = "ship-dates-admin@example.com";
const CUSTOMER = {
  email: "ship-dates-buyer@example.com",
  password: "ship-secret-1",
  full_name: "Grace Hopper",
  company: "Cobol Machining",
};
const PLATE = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity: 2,
} as const;
const BAR = {
  material: "p20",
  product_type: "Bar",
  shape: "Round",
  dimensions: { length: 36, diameter: 4 },
  quantity: 5,
} as const;

let server: RunningServer;
let browser: Browser;
let api: Api;
let adminCookie = "";
let customerCookie = "";

beforeAll(async () => {
  server = await startServer({ env: { CLOCK_START } });
  browser = await launchBrowser();
  api = createApi(server.baseUrl);
  adminCookie = await signUp(api, {
    email: ADMIN_EMAIL,
    password: "admin-secret-1",
    full_name: "Staff Admin",
    company: "Ingot Metals",
  });
  await grantAdmin(server, ADMIN_EMAIL);
  customerCookie = await signUp(api, CUSTOMER);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const money = (dollars: number) =>
  `$${dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function pick(page: Page, form: Locator) {
  await form.getByRole("button", { name: /Choose material|Change/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Step 1 Select Product Type" }).waitFor();
  await dialog.getByRole("button", { name: /^Plate/ }).click();
  await dialog.getByRole("heading", { name: /^Step 2 Select Shape/ }).waitFor();
  await dialog.getByRole("button", { name: /^Plate/ }).click();
  await dialog.getByRole("heading", { name: /^Step 3 Select Material/ }).waitFor();
  await dialog.getByRole("button", { name: /^6061-T651/ }).click();
  await dialog.waitFor({ state: "detached" });
  await form.getByTestId("selected-material").filter({ hasText: "6061-T651" }).waitFor();
}

async function adminMove(id: string, body: object) {
  const res = await api(`/v2/quotes/${id}/status`, {
    method: "PUT",
    cookie: adminCookie,
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()).data as { quoted_at: string; items: { id: string }[] };
}

/** A signed-in page for the customer, in a theme, at a width. */
async function customerPage(theme: "dark" | "light", width: number) {
  const { context, page, pageErrors } = await newPage(browser, {
    baseUrl: server.baseUrl,
    viewport: { width, height: 900 },
  });
  const url = new URL(server.baseUrl);
  await context.addCookies([
    ...customerCookie.split("; ").map((pair) => {
      const [name = "", ...rest] = pair.split("=");
      return { name, value: rest.join("="), domain: url.hostname, path: "/" };
    }),
    { name: "ingot-theme", value: theme, url: server.baseUrl },
  ]);
  await context.addInitScript((value) => {
    // about:blank has no storage; the app's pages do.
    try {
      localStorage.setItem("ingot-theme", value);
    } catch {}
  }, theme);
  return { context, page, pageErrors };
}

async function axeIn(page: Page, theme: string, where: string) {
  await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
  expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
  return (await a11yViolations(page)).map((p) => `${where} ${theme}: ${p}`);
}

describe("ship dates on the live price (the server's clock starts Monday 09:46 Detroit)", () => {
  it("promises Ships by Mon, Nov 30 with the countdown to noon, in both themes at 390 px", async () => {
    const problems: string[] = [];
    for (const theme of ["dark", "light"] as const) {
      const { context, page, pageErrors } = await newPage(browser, {
        baseUrl: server.baseUrl,
        viewport: { width: 390, height: 844 },
      });
      try {
        await context.addCookies([{ name: "ingot-theme", value: theme, url: server.baseUrl }]);
        await page.goto("/");
        await page.locator("#rfq").scrollIntoViewIfNeeded();
        const form = page.getByTestId("landing-quote-form");
        await form.waitFor();
        await pick(page, form);
        await form.getByLabel(/^Length/).fill("24");
        await form.getByLabel(/^Width/).fill("12");
        await form.getByLabel(/^Height/).fill("1");
        await form.getByLabel(/^Quantity/).fill("2");
        const live = form.getByTestId("live-price");
        await live.getByTestId("ship-by").waitFor();
        expect(await live.getByTestId("ship-by").textContent()).toBe("Ships by Mon, Nov 30");
        // 2 h 14 min at the clock's start; a slow run may have used a minute or two of it.
        expect(await live.getByTestId("order-within").textContent()).toMatch(
          /^order within 2 h 1[0-4] min$/,
        );
        problems.push(...(await axeIn(page, theme, "live price")));
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("requote of an expired quote", () => {
  it("shows Requote at today's price, then the old and new prices side by side, and accepts", async () => {
    // A multi-line request, quoted by staff at $100 and $200 a piece.
    const created = await api("/v2/quotes/multi-line", {
      method: "POST",
      cookie: customerCookie,
      body: JSON.stringify({
        name: CUSTOMER.full_name,
        email: CUSTOMER.email,
        company: CUSTOMER.company,
        items: [PLATE, BAR],
      }),
    });
    expect(created.status).toBe(201);
    const { id, items } = (await created.json()).data as { id: string; items: { id: string }[] };
    const quoted = await adminMove(id, {
      status: "quoted",
      lines: items.map((line, i) => ({ item_id: line.id, unit_price: [100, 200][i] })),
    });
    // The server's "now" is its own clock's: read it from the quote, then let the price lapse
    // three seconds from now by quoting again with that validity.
    const serverNow = Date.parse(quoted.quoted_at);
    const readAt = Date.now();
    await adminMove(id, { status: "in_review" });
    const validUntil = new Date(serverNow + (Date.now() - readAt) + 3_000).toISOString();
    await adminMove(id, { status: "quoted", valid_until: validUntil });
    await new Promise((resolve) => setTimeout(resolve, 4_500));

    // Today's prices, as the instant price answers them.
    const today = await Promise.all(
      [PLATE, BAR].map(async (item) => {
        const res = await api("/v2/pricing/quote", { method: "POST", body: JSON.stringify(item) });
        const cost = (await res.json()).data.material_cost as number;
        return (Math.round((cost * 100) / item.quantity) * item.quantity) / 100;
      }),
    );

    const { context, page, pageErrors } = await customerPage("dark", 390);
    try {
      await page.goto("/profile#quotes");
      const old = page.getByTestId("portal-quote").filter({ hasText: /RFQ-/ }).first();
      const requote = page.getByRole("button", { name: "Requote at today's price" });
      await requote.waitFor();
      expect(await old.getByTestId("quote-status").textContent()).toBe("Expired");
      await requote.click();
      await page.getByText("Requoted at today's price").waitFor();

      const fresh = page
        .getByTestId("portal-quote")
        .filter({ has: page.getByTestId("requote-comparison") });
      await fresh.waitFor();
      expect(await fresh.getByTestId("old-price").allTextContents()).toEqual([
        money(200),
        money(1000),
      ]);
      expect(await fresh.getByTestId("new-price").allTextContents()).toEqual(today.map(money));
      expect(await fresh.getByTestId("old-total").textContent()).toBe(money(1200));
      expect(await fresh.getByTestId("new-total").textContent()).toBe(
        money((today[0] ?? 0) + (today[1] ?? 0)),
      );
      expect(await fresh.getByTestId("quote-status").textContent()).toBe("Quoted");
      await page.getByTestId("requoted-as").waitFor();

      // Both themes and both widths of the comparison, before accepting.
      const problems: string[] = [];
      for (const theme of ["dark", "light"] as const) {
        await context.addCookies([{ name: "ingot-theme", value: theme, url: server.baseUrl }]);
        await context.addInitScript((value) => {
          // about:blank has no storage; the app's pages do.
          try {
            localStorage.setItem("ingot-theme", value);
          } catch {}
        }, theme);
        for (const width of [390, 1366]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto("about:blank");
          await page.goto("/profile#quotes");
          await page.getByTestId("requote-comparison").waitFor();
          problems.push(...(await axeIn(page, theme, `quotes ${width}px`)));
        }
      }
      expect(problems).toEqual([]);

      await fresh.getByRole("button", { name: "Accept quote" }).click();
      await expect.poll(() => fresh.getByTestId("quote-status").textContent()).toBe("Accepted");
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
