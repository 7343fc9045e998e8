import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, signUp } from "../support/api";
import { a11yViolations } from "../support/axe";
import { launchBrowser, newPage, storePendingOrder } from "../support/browser";
import { grantAdmin, type RunningServer, startServer } from "../support/server";

/**
 * axe-core: no violations of any severity on the public screens (/, /auth, /rfq, /rfq-demo,
 * /cut-list and the 404 page), in both themes, at 1366 and 390 px (on a phone with the header's
 * menu open on /, where the mailing-list signup lives there). The signed-in screens (/profile in
 * each section, /quotes, /admin in each tab, /purchase-summary with purchase data, /success for a
 * paid order) the same way: one browser context per role, every width and theme on the same page.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pages = [
  { path: "/", ready: "#products [data-testid='material-card']" },
  { path: "/auth", ready: "main h1" },
  { path: "/no-such-page", ready: "main h1" },
  { path: "/rfq", ready: "h1" },
  { path: "/rfq-demo", ready: "main h1" },
  { path: "/cut-list", ready: "h1" },
] as const;

const widths = [
  { name: "1366 px", viewport: { width: 1366, height: 800 } },
  { name: "390 px", viewport: { width: 390, height: 844 } },
] as const;

describe("accessibility", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const { path, ready } of pages) {
      for (const { name, viewport } of widths) {
        it(`${path} has no axe violations of any severity in the ${theme} theme at ${name}`, async () => {
          const { context, page } = await newPage(browser, { baseUrl: server.baseUrl, viewport });
          try {
            await context.addCookies([{ name: "ingot-theme", value: theme, url: server.baseUrl }]);
            await page.goto(path);
            await page.locator(ready).first().waitFor();
            if (path === "/" && viewport.width < 1024) {
              await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
              await page.getByRole("button", { name: "Open menu" }).click();
              await page.getByText("Product updates", { exact: true }).waitFor();
            } else if (path === "/") {
              await page.locator("#rfq").getByText("Choose material").waitFor();
            }
            expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
            expect(await a11yViolations(page)).toEqual([]);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});

const ITEM = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity: 2,
} as const;
const CUSTOMER = {
  email: "a11y-buyer@example.com",
  password: "a11y-secret-1",
  full_name: "Alex Access",
  company: "Access Alloys",
};
const ADMIN = {
  email: "a11y-admin@example.com",
  password: "a11y-admin-1",
  full_name: "Staff Access",
  company: "Ingot Metals",
};

/** What "Buy now" hands to /purchase-summary (kept in sessionStorage for a reload). */
const PURCHASE_DATA = {
  material: "6061-T651 - Plate Plate",
  quantity: 2,
  dimensions: { length: 24, width: 12, height: 1 },
  weightLbs: 58.5,
  weightPerPieceLbs: 29.25,
  totalPrice: 250,
  dfars: false,
  rohs: false,
  email: CUSTOMER.email,
  item: ITEM,
};

describe("accessibility, signed in", () => {
  let customerCookie = "";
  let adminCookie = "";
  let sessionId = "";
  let orderId = "";

  beforeAll(async () => {
    const api = createApi(server.baseUrl);
    adminCookie = await signUp(api, ADMIN);
    await grantAdmin(server, ADMIN.email);
    customerCookie = await signUp(api, CUSTOMER);
    // A paid order (the purchase summary's calls and the test card) and a quote request, so the
    // portal, /quotes, /admin and /success all show data rather than their empty states.
    const session = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      cookie: customerCookie,
      body: JSON.stringify({
        currency: "usd",
        amount: "1",
        name: PURCHASE_DATA.material,
        description: `${PURCHASE_DATA.material} × 2 pcs`,
        customer_name: CUSTOMER.full_name,
        customer_email: CUSTOMER.email,
        customer_company: CUSTOMER.company,
        item: ITEM,
        delivery_method: "ship",
        address: {
          street: "1 Market St",
          city: "San Francisco",
          state: "CA",
          zip_code: "94105",
          country: "US",
        },
        tax_exempt: false,
        dfars: false,
        rohs: false,
      }),
    });
    expect(session.status).toBe(200);
    sessionId = (await session.json()).data.sessionId;
    const paid = await api(`/v2/checkout/test-sessions/${sessionId}/pay`, {
      method: "POST",
      body: JSON.stringify({ card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" }),
    });
    expect(paid.status).toBe(200);
    const confirmed = await api("/v2/checkout/confirm", {
      method: "POST",
      body: JSON.stringify({ session_id: sessionId }),
    });
    expect((await confirmed.json()).data.paid).toBe(true);
    const quote = await api("/v2/quotes/single", {
      method: "POST",
      cookie: customerCookie,
      body: JSON.stringify({
        name: CUSTOMER.full_name,
        email: CUSTOMER.email,
        company: CUSTOMER.company,
        items: [{ ...ITEM, dimensions: { ...ITEM.dimensions } }],
      }),
    });
    expect(quote.status).toBeLessThan(300);
    const orders = await api(`/v2/orders/user/${encodeURIComponent(CUSTOMER.email)}`, {
      cookie: customerCookie,
    });
    orderId = (await orders.json()).data.orders[0].id;
  }, 120_000);

  /** One context for a role: its session cookie, and sessionStorage as "Buy now" leaves it. */
  async function signedIn(cookie: string): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await newPage(browser, {
      baseUrl: server.baseUrl,
      viewport: widths[0].viewport,
    });
    const { hostname } = new URL(server.baseUrl);
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name = "", ...rest] = pair.split("=");
        return { name, value: rest.join("="), domain: hostname, path: "/" };
      }),
    );
    await context.addInitScript((data) => {
      sessionStorage.setItem("ingot-purchase-data", JSON.stringify(data));
    }, PURCHASE_DATA);
    return { context, page };
  }

  /** Every theme and width of one screen: every axe finding, named. */
  async function checkEverywhere(
    context: BrowserContext,
    page: Page,
    screen: string,
    open: () => Promise<void>,
  ): Promise<string[]> {
    const problems: string[] = [];
    for (const theme of ["dark", "light"] as const) {
      await context.addCookies([{ name: "ingot-theme", value: theme, url: server.baseUrl }]);
      await page.evaluate((value) => localStorage.setItem("ingot-theme", value), theme);
      // A fresh load takes the theme (a /profile#hash visit alone would not reload the page).
      await page.goto("about:blank");
      for (const { name, viewport } of widths) {
        await page.setViewportSize(viewport);
        await open();
        await page.locator("main h1").first().waitFor();
        await page.waitForLoadState("networkidle");
        await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
        expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
        problems.push(
          ...(await a11yViolations(page)).map((p) => `${screen} ${theme} ${name}: ${p}`),
        );
      }
    }
    return problems;
  }

  /** Each screen of `paths` in both themes at both widths, as the signed-in customer. */
  async function checkCustomerScreens(paths: string[]) {
    const { context, page } = await signedIn(customerCookie);
    // /success shows the order this browser stored before paying.
    await storePendingOrder(context, { orderId, sessionId });
    try {
      await page.goto("/");
      const problems: string[] = [];
      for (const path of paths) {
        problems.push(
          ...(await checkEverywhere(context, page, path, async () => {
            await page.goto(path);
          })),
        );
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }

  // Two halves, each within the time limit on a busy machine.
  it("the customer's /profile sections have no axe violations of any severity, in both themes at 1366 and 390 px", async () => {
    await checkCustomerScreens(
      [
        "dashboard",
        "account",
        "orders",
        "quotes",
        "documents",
        "contact",
        "company",
        "settings",
        `tracking?order=${orderId}`,
      ].map((section) => `/profile#${section}`),
    );
  }, 300_000);

  it("/quotes, /purchase-summary and /success have no axe violations of any severity, in both themes at 1366 and 390 px", async () => {
    await checkCustomerScreens([
      "/quotes",
      "/purchase-summary",
      `/success?session_id=${sessionId}`,
    ]);
  }, 300_000);

  it("every /admin tab has no axe violations of any severity, in both themes at 1366 and 390 px", async () => {
    const { context, page } = await signedIn(adminCookie);
    try {
      await page.goto("/");
      const problems: string[] = [];
      for (const tab of [
        "Dashboard",
        "Orders",
        "Companies",
        "Tax exemptions",
        "Materials",
        "Outbox",
      ]) {
        problems.push(
          ...(await checkEverywhere(context, page, `/admin ${tab}`, async () => {
            await page.goto("/admin");
            await page.getByRole("tab", { name: tab }).click();
            await page
              .getByRole("tab", { name: tab })
              .and(page.locator("[aria-selected='true']"))
              .waitFor();
            // Issue #18: on a phone every tab is on screen, none clipped (Materials, Outbox).
            const width = page.viewportSize()?.width ?? 0;
            for (const box of await page
              .getByRole("tab")
              .evaluateAll((tabs) => tabs.map((t) => t.getBoundingClientRect().toJSON()))) {
              expect(box.left).toBeGreaterThanOrEqual(0);
              expect(box.right).toBeLessThanOrEqual(width);
            }
          })),
        );
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
