import { formatUsd, type OrderDisplay } from "@ingot/domain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi, signUp } from "../support/api";
import { a11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { grantAdmin, type RunningServer, startServer } from "../support/server";

/**
 * Journey (issue #8): a customer with a paid order (created through the calls the checkout screens
 * make, paid with the built-in test card 4242…) and two quote requests opens /profile. Every section
 * shows their data; account edits and notification preferences persist; Reorder reaches checkout
 * with the same item; an uploaded exemption certificate appears (a renamed HTML page is refused);
 * the contact message lands in the outbox; the phone layout works; axe finds no violation of any
 * severity in any section in either theme.
 */

const ADMIN_EMAIL = "portal-admin@example.com";
const CUSTOMER = {
  email: "portal-buyer@example.com",
  password: "portal-secret-1",
  full_name: "Pat Portal",
  company: "Portal Precision",
};
const ITEM = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity: 2,
} as const;

let server: RunningServer;
let browser: Browser;
let adminCookie = "";
let customerCookie = "";
let order: OrderDisplay;

let api: Api;

beforeAll(async () => {
  server = await startServer({ env: { SALES_REP_NAME: "Robin Forge" } });
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

  // The purchase summary's calls: open a session signed in, pay on the test checkout, confirm.
  const session = await api("/api/stripe/create-checkout-session", {
    method: "POST",
    cookie: customerCookie,
    body: JSON.stringify({
      currency: "usd",
      amount: "1",
      name: "6061-T651 - Plate Plate",
      description: "6061-T651 - Plate Plate × 2 pcs",
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
      dfars: true,
      rohs: false,
    }),
  });
  expect(session.status).toBe(200);
  const { sessionId } = (await session.json()).data;
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

  // Two requests: a multi-line RFQ and a quick quote, both signed in.
  const multi = await api("/v2/quotes/multi-line", {
    method: "POST",
    cookie: customerCookie,
    body: JSON.stringify({
      name: CUSTOMER.full_name,
      email: CUSTOMER.email,
      company: CUSTOMER.company,
      items: [
        { ...ITEM, dimensions: { ...ITEM.dimensions }, quantity: 4, dfars: true },
        {
          material: "p20",
          product_type: "Bar",
          shape: "Round",
          dimensions: { length: 36, diameter: 4 },
          quantity: 5,
        },
      ],
    }),
  });
  expect(multi.status).toBe(201);
  const single = await api("/v2/quotes/single", {
    method: "POST",
    cookie: customerCookie,
    body: JSON.stringify({
      name: CUSTOMER.full_name,
      email: CUSTOMER.email,
      company: CUSTOMER.company,
      items: [{ ...ITEM, dimensions: { ...ITEM.dimensions } }],
    }),
  });
  expect(single.status).toBeLessThan(300);

  const orders = await api(`/v2/orders/user/${encodeURIComponent(CUSTOMER.email)}`, {
    cookie: customerCookie,
  });
  const listed = (await orders.json()).data.orders as OrderDisplay[];
  expect(listed).toHaveLength(1);
  order = listed[0] as OrderDisplay;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function customerPage(
  options: { width?: number; theme?: "dark" | "light" } = {},
): Promise<{ context: BrowserContext; page: Page; errors: () => string[] }> {
  const { context, page, pageErrors, consoleErrors } = await newPage(browser, {
    baseUrl: server.baseUrl,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const url = new URL(server.baseUrl);
  await context.addCookies(
    customerCookie.split("; ").map((pair) => {
      const [name = "", ...rest] = pair.split("=");
      return { name, value: rest.join("="), domain: url.hostname, path: "/" };
    }),
  );
  if (options.theme) {
    // The theme cookie is what index.html reads before first paint; localStorage as the app keeps it.
    await context.addCookies([{ name: "ingot-theme", value: options.theme, url: server.baseUrl }]);
    await context.addInitScript(
      (value) => localStorage.setItem("ingot-theme", value),
      options.theme,
    );
  }
  return {
    context,
    page,
    errors: () => [...pageErrors.map((e) => e.message), ...consoleErrors],
  };
}

const money = (dollars: number) => formatUsd(Math.round(dollars * 100));

describe("/profile", () => {
  it("signed out: the spec's sentence with Sign In and Go Home", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    await page.goto("/profile");
    await expect
      .poll(() => page.getByTestId("profile-signed-out").textContent())
      .toBe("Please sign in to view your profile.");
    expect(
      await page.getByRole("main").getByRole("link", { name: "Sign In" }).getAttribute("href"),
    ).toBe("/auth");
    expect(
      await page.getByRole("main").getByRole("link", { name: "Go Home" }).getAttribute("href"),
    ).toBe("/");
    await context.close();
  });

  it("dashboard tiles count the requests and the order, and link to their sections", async () => {
    const { context, page, errors } = await customerPage();
    await page.goto("/profile");
    const nav = page.getByRole("navigation", { name: "Account sections" });
    await nav.waitFor();
    const labels = await nav.getByRole("link").allTextContents();
    expect(labels.map((l) => l.trim())).toEqual([
      "Dashboard",
      "Account Info",
      "Order History",
      "Quote History",
      "Documents",
      "Contact Rep",
      "Company",
      "Settings",
    ]);
    await expect.poll(() => page.getByTestId("tile-open-requests-value").textContent()).toBe("2");
    expect(await page.getByTestId("tile-orders-in-progress-value").textContent()).toBe("1");
    expect(await page.getByTestId("tile-spent-value").textContent()).toBe(
      money(order.total_amount),
    );
    expect(await page.getByTestId("tile-orders-in-progress").getAttribute("href")).toBe("#orders");
    await page.getByTestId("tile-open-requests").click();
    await expect.poll(() => page.url()).toContain("#quotes");
    await expect.poll(() => page.getByTestId("portal-quote").count()).toBe(2);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("account info: edits persist", async () => {
    const { context, page } = await customerPage();
    await page.goto("/profile#account");
    const company = page.getByRole("textbox", { name: "Company" });
    await expect.poll(() => company.inputValue()).toBe(CUSTOMER.company);
    await company.fill("Portal Precision LLC");
    await page.getByRole("textbox", { name: "Phone" }).fill("313-555-0199");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Saved" }).count()).toBe(1);
    await page.reload();
    await expect
      .poll(() => page.getByRole("textbox", { name: "Company" }).inputValue())
      .toBe("Portal Precision LLC");
    expect(await page.getByRole("textbox", { name: "Phone" }).inputValue()).toBe("313-555-0199");
    await context.close();
  });

  it("order history shows the order; tracking shows the timeline; Reorder reaches checkout", async () => {
    const { context, page, errors } = await customerPage();
    await page.goto("/profile#orders");
    const card = page.getByTestId("order-card");
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByTestId("order-number").textContent()).toBe(order.order_number);
    expect(await card.getByTestId("order-material").textContent()).toBe("6061-T651 - Plate");
    expect(await card.getByTestId("order-quantity").textContent()).toBe("2 pcs");
    expect(await card.getByTestId("order-total").textContent()).toBe(money(order.total_amount));
    expect(await card.getByTestId("order-payment").textContent()).toBe("Card");
    expect(await card.getByTestId("order-status").textContent()).toBe("Paid");
    // Paid on the built-in test checkout: no money was taken, and the order says so (issue #20).
    expect(await card.getByTestId("test-payment").textContent()).toContain("TEST - no money taken");
    expect(await card.textContent()).toContain('24 in (2 ft) × 12" × 1"');

    // Filter: nothing is completed yet.
    await page.getByLabel("Status").selectOption("completed");
    await expect.poll(() => page.getByTestId("orders-empty").count()).toBe(1);
    await page.getByLabel("Status").selectOption("");
    await expect.poll(() => page.getByTestId("order-card").count()).toBe(1);

    await page.getByRole("link", { name: "Track order" }).click();
    await expect.poll(() => page.url()).toContain(`#tracking?order=${order.id}`);
    const timeline = page.getByTestId("order-timeline");
    await expect.poll(() => timeline.locator("li").count()).toBe(4);
    expect(await timeline.locator("li").first().getAttribute("data-state")).toBe("done");
    expect(await page.getByTestId("test-payment").textContent()).toContain("TEST - no money taken");
    expect(await timeline.locator("li").nth(2).getAttribute("data-step")).toBe("shipped");
    // The ship date promised when the order was placed (issue #22), stored on the order.
    expect(await page.getByTestId("ship-promise").textContent()).toMatch(
      /(Ships by|Ready for pickup) \w{3}, \w{3} \d{1,2}/,
    );

    await page.getByRole("button", { name: "Reorder" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/purchase-summary");
    const stored = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem("ingot-purchase-data"))) ?? "{}",
    );
    // The whole order (one line here), at today's price (issue #15: the hand-off carries lines).
    expect(stored).toMatchObject({
      email: CUSTOMER.email,
      lines: [
        {
          material: "6061-T651 - Plate",
          quantity: 2,
          dimensions: { length: 24, width: 12, height: 1 },
          dfars: true,
          item: ITEM,
        },
      ],
    });
    expect(stored.lines).toHaveLength(1);
    await expect
      .poll(() => page.getByText("6061-T651 - Plate", { exact: true }).count())
      .toBeGreaterThan(0);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("documents: an exemption certificate appears pending review; a renamed HTML page is refused", async () => {
    const { context, page } = await customerPage();
    await page.goto("/profile#documents");
    const file = page.getByLabel("Exemption certificate");
    await file.setInputFiles({
      name: "fake.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    await page.getByRole("button", { name: "Upload certificate" }).click();
    await expect
      .poll(() =>
        page.getByRole("alert").filter({ hasText: "Upload a PDF, PNG, JPEG or WebP" }).count(),
      )
      .toBeGreaterThan(0);

    await file.setInputFiles({
      name: "resale-certificate.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n"),
    });
    await page.getByRole("button", { name: "Upload certificate" }).click();
    const list = page.getByTestId("exemption-list");
    await expect.poll(() => list.getByTestId("document-row").count()).toBe(1);
    expect(await list.textContent()).toContain("resale-certificate.pdf");
    expect(await list.textContent()).toContain("Pending review");
    expect(await page.getByTestId("exemption-status").textContent()).toBe("Pending review");
    await expect.poll(() => page.getByTestId("quote-pdfs").locator("li").count()).toBe(2);
    await context.close();
  });

  it("contact rep: the configured rep, and the message reaches the outbox", async () => {
    const { context, page } = await customerPage();
    await page.goto("/profile#contact");
    await expect.poll(() => page.getByTestId("rep-name").textContent()).toBe("Robin Forge");
    await page.getByLabel("Subject").fill("Certs for my order");
    await page.getByLabel("Message").fill(`Please add heat numbers to ${order.order_number}.`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByText("Sent to your rep").count()).toBe(1);
    const outbox = await api("/v2/admin/outbox?kind=portal-contact", { cookie: adminCookie });
    const emails = (await outbox.json()).data.emails as { text: string; subject: string }[];
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain(CUSTOMER.email);
    expect(emails[0]?.subject).toContain("Certs for my order");
    await context.close();
  });

  it("settings: notification preferences persist", async () => {
    const { context, page } = await customerPage();
    await page.goto("/profile#settings");
    const marketing = page.getByLabel("News and offers");
    await expect.poll(() => marketing.isChecked()).toBe(false);
    await marketing.check();
    await page.getByLabel("Shipping updates").uncheck();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Saved" }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByLabel("News and offers").isChecked()).toBe(true);
    expect(await page.getByLabel("Shipping updates").isChecked()).toBe(false);
    await context.close();
  });

  it("on a 390 px phone the menu is a row of tabs and no section overflows", async () => {
    const { context, page } = await customerPage({ width: 390 });
    for (const section of [
      "dashboard",
      "account",
      "orders",
      "quotes",
      "documents",
      "contact",
      "settings",
    ]) {
      await page.goto(`/profile#${section}`);
      await page.waitForSelector(`[data-section="${section}"]`);
      await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, section).toBeLessThanOrEqual(0);
    }
    const tabs = page.getByRole("navigation", { name: "Account sections" });
    const box = await tabs.boundingBox();
    expect(box?.height ?? 999).toBeLessThan(80);
    await tabs.getByRole("link", { name: "Documents" }).click();
    await expect.poll(() => page.url()).toContain("#documents");
    await context.close();
  });

  for (const theme of ["dark", "light"] as const) {
    it(`axe: no axe violations of any severity in any section (${theme})`, async () => {
      const { context, page } = await customerPage({ theme });
      const sections = [
        "dashboard",
        "account",
        "orders",
        "quotes",
        "documents",
        "contact",
        "settings",
        `tracking?order=${order.id}`,
      ];
      const problems: string[] = [];
      for (const section of sections) {
        await page.goto(`/profile#${section}`);
        await page.waitForLoadState("networkidle");
        await page.waitForFunction(() => !document.querySelector("[aria-busy='true']"));
        problems.push(...(await a11yViolations(page)).map((p) => `#${section}: ${p}`));
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
