import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { createApi, signUp } from "./api";
import { a11yViolations } from "./axe";
import { newPage, storePendingOrder } from "./browser";
import { grantAdmin, type RunningServer } from "./server";

/**
 * The signed-in accessibility journeys (accessibility-portal.spec.ts, accessibility-admin.spec.ts,
 * one server each so that the two run side by side): a customer with a paid order and a quote
 * request, an admin, one browser context per role, and every screen checked with axe in both
 * themes at 1366 and 390 px on the same page.
 */

export const widths = [
  { name: "1366 px", viewport: { width: 1366, height: 800 } },
  { name: "390 px", viewport: { width: 390, height: 844 } },
] as const;

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
export const PURCHASE_DATA = {
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

export interface A11yData {
  customerCookie: string;
  adminCookie: string;
  sessionId: string;
  orderId: string;
}

/** A customer with a paid order and a quote request, and an admin, so the portal, /quotes, /admin
 * and /success all show data rather than their empty states. */
export async function seedA11yData(server: RunningServer): Promise<A11yData> {
  const api = createApi(server.baseUrl);
  const adminCookie = await signUp(api, ADMIN);
  await grantAdmin(server, ADMIN.email);
  const customerCookie = await signUp(api, CUSTOMER);
  // A paid order (the purchase summary's calls and the test card) and a quote request.
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
  const sessionId: string = (await session.json()).data.sessionId;
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
  const orderId: string = (await orders.json()).data.orders[0].id;
  return { customerCookie, adminCookie, sessionId, orderId };
}

/** One context for a role: its session cookie, and sessionStorage as "Buy now" leaves it. */
export async function signedIn(
  browser: Browser,
  server: RunningServer,
  cookie: string,
): Promise<{ context: BrowserContext; page: Page }> {
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
export async function checkEverywhere(
  server: RunningServer,
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
      problems.push(...(await a11yViolations(page)).map((p) => `${screen} ${theme} ${name}: ${p}`));
    }
  }
  return problems;
}

/** Each screen of `paths` in both themes at both widths, as the signed-in customer. */
export async function checkCustomerScreens(
  browser: Browser,
  server: RunningServer,
  data: A11yData,
  paths: string[],
) {
  const { context, page } = await signedIn(browser, server, data.customerCookie);
  const { orderId, sessionId } = data;
  // /success shows the order this browser stored before paying.
  await storePendingOrder(context, { orderId, sessionId });
  try {
    await page.goto("/");
    const problems: string[] = [];
    for (const path of paths) {
      problems.push(
        ...(await checkEverywhere(server, context, page, path, async () => {
          await page.goto(path);
        })),
      );
    }
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}
