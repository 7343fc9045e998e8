import {
  centsToDollars,
  dollarsToCents,
  formatUsd,
  type ItemSpec,
  MATERIALS,
  type OrderDisplay,
  priceItem,
  priceOrder,
} from "@ingot/domain";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi, signUp } from "../support/api";
import { a11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { grantAdmin, type RunningServer, startServer } from "../support/server";

/**
 * Journey (issue #15): a signed-in buyer adds a plate, a round bar and a square tube on the
 * landing page's quote form, sees the cart's subtotal, checks the cart out as one order with
 * pickup (no address asked), pays once with the test card, and sees all three lines on /success,
 * in the portal's order history and in the admin's orders table. Then the buyer accepts a 3-line
 * quote and buys it whole in one checkout at the quoted prices.
 */

const ADMIN_EMAIL = "lines-admin@example.com";
const BUYER = { email: "lines-buyer@example.com", password: "buyer-secret-1" };
let server: RunningServer;
let browser: Browser;
let api: Api;
let adminCookie = "";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = createApi(server.baseUrl);
  adminCookie = await signUp(api, {
    email: ADMIN_EMAIL,
    password: "admin-secret-1",
    full_name: "Staff Admin",
    company: "Ingot Metals",
  });
  await grantAdmin(server, ADMIN_EMAIL);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PLATE: ItemSpec = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity: 2,
};
const ROUND: ItemSpec = {
  material: "p20",
  product_type: "Bar",
  shape: "Round",
  dimensions: { length: 36, diameter: 2 },
  quantity: 3,
};
const TUBE: ItemSpec = {
  material: "a500",
  product_type: "Tube",
  shape: "Square",
  dimensions: { length: 120, width: 2, wall: 0.125 },
  quantity: 4,
};

/** The domain's figures for the three lines, picked up (Michigan tax, no shipping). */
function expectedPickup() {
  const lines = [PLATE, ROUND, TUBE].map((item) => {
    const material = MATERIALS.find((m) => m.code === item.material);
    if (!material) throw new Error(`${item.material} missing`);
    const priced = priceItem(item, material);
    return {
      lineTotalCents: priced.materialCostCents,
      totalWeightLbs: priced.totalWeightLbs,
      baseCents: priced.baseCents,
    };
  });
  const order = priceOrder(lines, {
    deliveryMethod: "pickup",
    state: "MI",
    distanceMiles: null,
    taxExempt: false,
  });
  return { lines, order };
}

async function pick(page: Page, form: Locator, productType: string, shape: string, label: string) {
  await form.getByRole("button", { name: /Choose material|Change/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: new RegExp(`^${productType}`) }).click();
  await dialog.getByRole("heading", { name: /^Step 2 Select Shape/ }).waitFor();
  await dialog.getByRole("button", { name: new RegExp(`^${shape}`) }).click();
  await dialog.getByRole("heading", { name: /^Step 3 Select Material/ }).waitFor();
  await dialog.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  await dialog.waitFor({ state: "detached" });
}

async function ordersOf(email: string): Promise<OrderDisplay[]> {
  const res = await api(`/v2/orders/user/${encodeURIComponent(email)}`, { cookie: adminCookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { orders: OrderDisplay[] } }).data.orders;
}

async function payWithTestCard(page: Page) {
  await page.waitForURL(/\/checkout\/test\/cs_test_/);
  const checkout = page.getByTestId("test-checkout");
  await checkout.getByLabel("Card number").fill("4242 4242 4242 4242");
  await checkout.getByLabel("Expiry (MM/YY)").fill("12/34");
  await checkout.getByLabel("CVC").fill("123");
  await checkout.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL(/\/success\?session_id=cs_test_/);
  await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
}

async function fillContactForPickup(page: Page) {
  // The delivery choice comes first: a pickup buyer never sees an address.
  await page.getByLabel("Pickup").check();
  await page.getByTestId("pickup-panel").waitFor();
  expect(await page.getByLabel("Street address").count()).toBe(0);
  await page.getByLabel("Full name").fill("Lena Lines");
  await page.getByLabel("Company name").fill("Three Line Tooling");
  await page.getByLabel("Business email").fill(BUYER.email);
}

describe("multi-line orders", () => {
  it("checks out a 3-line cart once, with pickup, and shows every line afterwards", async () => {
    const { context, page, pageErrors } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      const res = await context.request.post(`${server.baseUrl}/api/auth/sign-up/email`, {
        headers: { origin: server.baseUrl },
        data: { ...BUYER, full_name: "Lena Lines", company: "Three Line Tooling" },
      });
      expect(res.status()).toBe(200);

      await page.goto("/");
      await page.locator("#rfq").scrollIntoViewIfNeeded();
      const form = page.getByTestId("landing-quote-form");
      await form.waitFor();
      const add = form.getByTestId("add-item");

      await pick(page, form, "Plate", "Plate", "6061-T651");
      await form.getByLabel(/^Length/).fill("24");
      await form.getByLabel(/^Width/).fill("12");
      await form.getByLabel(/^Height/).fill("1");
      await form.getByLabel(/^Quantity/).fill("2");
      await form.getByTestId("material-cost").waitFor();
      await add.click();
      await form.getByTestId("cart-item").nth(0).waitFor();

      await pick(page, form, "Bar", "Round", "P20");
      await form.getByLabel(/^Length/).fill("36");
      await form.getByLabel(/^Diameter/).fill("2");
      await form.getByLabel(/^Quantity/).fill("3");
      await form.getByTestId("material-cost").waitFor();
      await add.click();
      await form.getByTestId("cart-item").nth(1).waitFor();

      await pick(page, form, "Tube", "Square", "A500");
      await form.getByLabel(/^Length/).fill("120");
      await form.getByLabel(/^Width/).fill("2");
      await form.getByLabel(/^Wall/).fill("1/8");
      await form.getByLabel(/^Quantity/).fill("4");
      await form.getByTestId("material-cost").waitFor();
      await add.click();
      await form.getByTestId("cart-item").nth(2).waitFor();

      // The cart's subtotal is the server's three line totals.
      const want = expectedPickup();
      await form
        .getByTestId("cart-subtotal")
        .filter({ hasText: formatUsd(want.order.materialCostCents) })
        .waitFor();
      await form.getByText("Subtotal (3 lines)").waitFor();
      await form.getByTestId("cart-checkout-button").click();

      await page.waitForURL(/\/purchase-summary$/);
      await page.getByText("Your order: 3 lines").waitFor();
      await fillContactForPickup(page);
      const summary = page.getByTestId("pricing-summary");
      await summary.getByText(formatUsd(want.order.totalCents)).first().waitFor();
      // Issue #22: each line's own split, under the order's.
      const lineSplits = summary.getByTestId("line-split");
      await expect.poll(() => lineSplits.count()).toBe(3);
      for (const [i, line] of want.lines.entries()) {
        expect(await lineSplits.nth(i).getByTestId("line-split-total").textContent()).toBe(
          formatUsd(line.lineTotalCents),
        );
        expect(await lineSplits.nth(i).getByTestId("split-base").textContent()).toContain(
          formatUsd(line.baseCents),
        );
      }
      // Measured once repriced: while it reprices the summary is dimmed on purpose.
      await page.locator("[data-testid='pricing-summary'][aria-busy='false']").waitFor();
      expect(await a11yViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      // One payment for the whole order.
      await page
        .getByTestId("test-checkout")
        .getByText(formatUsd(want.order.totalCents))
        .first()
        .waitFor();
      // One payment line per order line, then the sales tax (pickup: no shipping).
      await expect.poll(() => page.getByTestId("payment-line-item").count()).toBe(4);
      expect(await page.getByTestId("payment-line-items").textContent()).toContain("Sales tax");
      await payWithTestCard(page);
      const lines = page.getByTestId("success-line");
      await expect.poll(() => lines.count()).toBe(3);
      expect(await lines.nth(1).textContent()).toContain("P20");
      expect(await lines.nth(2).textContent()).toContain(
        formatUsd(want.lines[2]?.lineTotalCents ?? -1),
      );
      expect(await page.getByTestId("amount-paid").textContent()).toBe(
        formatUsd(want.order.totalCents),
      );
      // /success shows the split stored with the order (issue #22), as the summary did.
      const baseSum = formatUsd(want.lines.reduce((sum, line) => sum + line.baseCents, 0));
      expect(
        await page.getByTestId("cost-breakdown").getByTestId("split-base").textContent(),
      ).toContain(baseSum);

      // Stored as one order of three lines, at the domain's figures.
      const [order] = await ordersOf(BUYER.email);
      expect(order?.status).toBe("paid");
      expect(order?.items.map((l) => l.shape)).toEqual(["Plate", "Round", "Square"]);
      expect(order?.amount_breakdown).toEqual({
        material: centsToDollars(want.order.materialCostCents),
        tax: centsToDollars(want.order.taxCents),
        shipping: 0,
        total: centsToDollars(want.order.totalCents),
      });

      // The portal's order history lists every line.
      await page.goto("/profile#orders");
      const card = page.getByTestId("order-card").first();
      await expect.poll(() => card.getByTestId("order-line").count()).toBe(3);
      expect(await card.textContent()).toContain("Subtotal (3 lines)");
      // The split stored with the order (issue #22), as checkout showed it.
      expect(await card.getByTestId("split-base").textContent()).toContain(baseSum);

      // And the admin's orders table.
      const admin = await newPage(browser, {
        baseUrl: server.baseUrl,
        viewport: { width: 1440, height: 900 },
      });
      try {
        await admin.context.addCookies(
          adminCookie.split("; ").map((pair) => {
            const [name = "", ...rest] = pair.split("=");
            return { name, value: rest.join("="), url: server.baseUrl };
          }),
        );
        await admin.page.goto("/admin#orders");
        await admin.page.getByRole("tab", { name: /Orders/ }).click();
        const row = admin.page.getByTestId("order-lines").filter({ hasText: "3 lines" }).first();
        await row.waitFor();
        await row.locator("summary").click();
        await expect.poll(() => row.getByTestId("order-line").count()).toBe(3);
      } finally {
        await admin.context.close();
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("buys an accepted 3-line quote whole, in one checkout, at the quoted prices", async () => {
    const { context, page, pageErrors } = await newPage(browser, {
      baseUrl: server.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    try {
      const signIn = await context.request.post(`${server.baseUrl}/api/auth/sign-in/email`, {
        headers: { origin: server.baseUrl },
        data: BUYER,
      });
      expect(signIn.status()).toBe(200);
      const submitted = await context.request.post(`${server.baseUrl}/v2/quotes/multi-line`, {
        headers: { origin: server.baseUrl },
        data: {
          name: "Lena Lines",
          email: BUYER.email,
          company: "Three Line Tooling",
          items: [PLATE, ROUND, TUBE],
        },
      });
      expect(submitted.status()).toBe(201);
      const { id, request_number: requestNumber } = (
        (await submitted.json()) as { data: { id: string; request_number: string } }
      ).data;
      const entry = await context.request.get(`${server.baseUrl}/v2/quotes/${id}`);
      const itemIds = (
        (await entry.json()) as { data: { items: { id: string }[] } }
      ).data.items.map((i) => i.id);
      const prices = [150.25, 42, 18.5];
      const quoted = await api(`/v2/quotes/${id}/status`, {
        method: "PUT",
        cookie: adminCookie,
        body: JSON.stringify({
          status: "quoted",
          lines: itemIds.map((item_id, i) => ({ item_id, unit_price: prices[i] })),
        }),
      });
      expect(quoted.status).toBe(200);
      const materialCents = prices.reduce(
        (sum, p, i) => sum + dollarsToCents(p) * ([PLATE, ROUND, TUBE][i]?.quantity ?? 0),
        0,
      );

      await page.goto("/profile#quotes");
      const card = page.getByTestId("portal-quote").filter({ hasText: requestNumber });
      await card.getByRole("button", { name: "Accept quote" }).click();
      await card.getByTestId("quote-status").filter({ hasText: "Accepted" }).waitFor();
      await card
        .getByTestId("buy-quote")
        .getByRole("button", { name: "Buy quote (3 lines)" })
        .click();

      await page.waitForURL(/\/purchase-summary$/);
      await page.getByText("Your order: 3 lines").waitFor();
      await fillContactForPickup(page);
      const summary = page.getByTestId("pricing-summary");
      await summary.getByText(formatUsd(materialCents)).first().waitFor();
      // Measured once repriced: while it reprices the summary is dimmed on purpose.
      await page.locator("[data-testid='pricing-summary'][aria-busy='false']").waitFor();
      expect(await a11yViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      await payWithTestCard(page);
      await expect.poll(() => page.getByTestId("success-line").count()).toBe(3);

      const bought = (await ordersOf(BUYER.email)).find(
        (o) => o.amount_breakdown.material === centsToDollars(materialCents),
      );
      expect(bought?.status).toBe("paid");
      expect(bought?.items.map((l) => l.unit_price)).toEqual(prices);

      // Bought once: the quote offers nothing more to buy.
      await page.goto("/profile#quotes");
      const again = page.getByTestId("portal-quote").filter({ hasText: requestNumber });
      await again.waitFor();
      expect(await again.getByTestId("buy-quote").count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
