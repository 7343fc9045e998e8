import { spawn } from "node:child_process";
import { CERTIFICATE_REFUSED_MESSAGE, dollarsToCents, formatUsd, MESSAGES } from "@ingot/domain";
import { REPO_ROOT } from "@ingot/test-support";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";
import { payWithTestCard } from "../support/test-checkout";

/**
 * Journey (issue #9): an admin, granted with the CLI (`npm run admin -- grant EMAIL`), watches the
 * dashboard while a customer in a second browser context submits a multi-line RFQ; the row appears
 * live (SSE) without a reload. The admin prices each line and sends the quote; the customer sees the
 * price in quote history, accepts it in the portal and buys a line at the quoted price. A paid order
 * (built-in test checkout) is put into production and shipped with a carrier and tracking number;
 * the shipped email is in the outbox. The admin attaches its mill
 * test report (a non-PDF is refused first) and the customer's orders API links the download; a
 * customer's tax-exemption certificate is accepted from the Tax exemptions tab. A customer opening
 * /admin is turned away with the spec's words.
 */

const ADMIN = { email: "e2e-staff@example.com", password: "staff-secret-1" };
const CUSTOMER = { email: "e2e-buyer@example.com", password: "buyer-secret-1" };
const COMPANY = "Live Wire Fabrication";

let server: RunningServer;
let browser: Browser;

async function signUp(context: BrowserContext, who: { email: string; password: string }) {
  const res = await context.request.post(`${server.baseUrl}/api/auth/sign-up/email`, {
    headers: { origin: server.baseUrl },
    data: { ...who, full_name: "Pat Buyer", company: COMPANY, phone: "313-555-0142" },
  });
  expect(res.status()).toBe(200);
}

/** `npm run admin -- grant EMAIL` against the running server's data folder (decision 004). */
function grantWithCli(email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "admin", "--", "grant", email], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "", NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`admin CLI exited ${code}: ${out}`)),
    );
  });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("admin: live dashboard, quote workflow, shipping and access", () => {
  let admin: { context: BrowserContext; page: Page; pageErrors: Error[] };
  let customer: { context: BrowserContext; page: Page };
  let requestNumber = "";

  beforeAll(async () => {
    admin = await newPage(browser, {
      baseUrl: server.baseUrl,
      viewport: { width: 1440, height: 900 },
    });
    customer = await newPage(browser, { baseUrl: server.baseUrl });
    await signUp(admin.context, ADMIN);
    await signUp(customer.context, CUSTOMER);
    const output = await grantWithCli(ADMIN.email);
    expect(output.toLowerCase()).toContain(ADMIN.email);
  });

  afterAll(async () => {
    await admin?.context.close();
    await customer?.context.close();
  });

  it("shows a request submitted in another browser within 2 s, without a reload", async () => {
    const { page } = admin;
    await page.goto("/admin");
    await page.getByTestId("live-state").and(page.locator('[data-state="live"]')).waitFor();
    const before = await page.getByTestId("request-row").count();
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });

    const submitted = await customer.context.request.post(
      `${server.baseUrl}/v2/quotes/multi-line`,
      {
        headers: { origin: server.baseUrl },
        data: {
          name: "Pat Buyer",
          email: CUSTOMER.email,
          company: COMPANY,
          notes: "Saw-cut, deburred",
          items: [
            {
              material: "6061-t651",
              product_type: "Plate",
              shape: "Plate",
              dimensions: { length: 24, width: 12, height: 1 },
              quantity: 4,
            },
            {
              material: "a500",
              product_type: "Tube",
              shape: "Square",
              dimensions: { length: 240, width: 2, wall: 0.125 },
              quantity: 10,
            },
          ],
        },
      },
    );
    expect(submitted.status()).toBe(201);
    requestNumber = ((await submitted.json()) as { data: { request_number: string } }).data
      .request_number;

    const row = page.getByTestId("request-row").filter({ hasText: requestNumber });
    await row.waitFor({ timeout: 2_000 });
    expect(await page.getByTestId("request-row").count()).toBe(before + 1);
    await expect.poll(() => row.getAttribute("class")).toContain("bg-primary/10");
    expect(navigations).toBe(0);
  });

  it("quotes each line, and the customer sees the price", async () => {
    const { page } = admin;
    await page.getByRole("button", { name: `Open ${requestNumber}` }).click();
    const dialog = page.getByRole("dialog");
    const prices = dialog.getByTestId("line-price");
    await prices.first().waitFor();
    // Each field starts from the pricing engine's price, which arrives on its own. Playwright's
    // fill selects the text, then inserts in a later task: a price landing in between would put
    // the caret after it and the typed digits would be appended. So the prices first.
    await expect.poll(() => dialog.getByTestId("engine-price").count()).toBe(2);
    await prices.nth(0).fill("120.50");
    await prices.nth(1).fill("38");
    // 4 × 120.50 + 10 × 38 = 862.00
    const total = formatUsd(dollarsToCents(862));
    await expect.poll(() => dialog.getByTestId("quote-total").textContent()).toBe(total);
    await dialog.getByRole("button", { name: "Send quote" }).click();
    await dialog.getByText("Submitted → Quoted").waitFor();
    await dialog.getByText("Quoted", { exact: true }).first().waitFor();
    await page.keyboard.press("Escape");

    const cp = customer.page;
    await cp.goto("/quotes");
    const entry = cp.getByRole("listitem").filter({ hasText: COMPANY }).first();
    await entry.getByText("Quoted").first().waitFor();
    await entry.getByRole("button", { name: /Details/ }).click();
    await cp.getByRole("dialog").getByText(total).first().waitFor();
  });

  it("the customer accepts the quote and buys one of its lines at its quoted price", async () => {
    const cp = customer.page;
    await cp.goto("/profile#quotes");
    const card = cp.getByTestId("portal-quote").filter({ hasText: requestNumber });
    await card.getByRole("button", { name: "Accept quote" }).click();
    await card.getByTestId("quote-status").filter({ hasText: "Accepted" }).waitFor();

    // The plate line: 4 pieces at the quoted $120.50, not at today's list price.
    const quoted = formatUsd(dollarsToCents(482));
    // Buying the quote starts with every line ticked; the tube line is unticked.
    const buy = card.getByTestId("buy-quote");
    await buy.getByRole("checkbox").nth(1).uncheck();
    await buy.getByRole("button", { name: /^Buy 1 of 2 lines/ }).click();
    await cp.waitForURL(/\/purchase-summary/);
    const summary = cp.getByTestId("pricing-summary");
    await summary.getByText("Quoted price").waitFor();
    await summary.getByText(quoted).first().waitFor();

    await cp.getByLabel("Full name").fill("Pat Buyer");
    await cp.getByLabel("Company name").fill(COMPANY);
    await cp.getByLabel("Business email").fill(CUSTOMER.email);
    await cp.getByLabel("Pickup").check();
    await payWithTestCard(cp);

    // Stored: a paid order whose material cost is the quoted price.
    const mine = await customer.context.request.get(
      `${server.baseUrl}/v2/orders/user/${encodeURIComponent(CUSTOMER.email)}`,
    );
    const orders = (
      (await mine.json()) as {
        data: { orders: { status: string; amount_breakdown: { material: number } }[] };
      }
    ).data.orders;
    expect(orders.filter((o) => o.amount_breakdown.material === 482)).toMatchObject([
      { status: "paid" },
    ]);
  });

  it("ships a paid order with carrier and tracking, and the email is in the outbox", async () => {
    const session = await customer.context.request.post(
      `${server.baseUrl}/api/stripe/create-checkout-session`,
      {
        headers: { origin: server.baseUrl },
        data: {
          item: {
            material: "6061-t651",
            product_type: "Plate",
            shape: "Plate",
            dimensions: { length: 24, width: 12, height: 1 },
            quantity: 2,
          },
          delivery_method: "ship",
          address: {
            street: "100 Main St",
            city: "Ann Arbor",
            state: "MI",
            zip_code: "48104",
            country: "US",
          },
          tax_exempt: false,
          customer_name: "Pat Buyer",
          customer_company: "Shipping Test Works",
          customer_email: CUSTOMER.email,
          customer_phone: "",
          customer_order_number: "",
          dfars: false,
          rohs: false,
          currency: "usd",
          name: "6061-T651 - Plate Plate",
          description: "2 pieces",
        },
      },
    );
    expect(session.status()).toBe(200);
    const { sessionId, orderId } = (
      (await session.json()) as {
        data: { sessionId: string; orderId: string };
      }
    ).data;
    const paid = await customer.context.request.post(
      `${server.baseUrl}/v2/checkout/test-sessions/${sessionId}/pay`,
      { headers: { origin: server.baseUrl }, data: { card_number: "4242 4242 4242 4242" } },
    );
    expect(paid.status()).toBe(200);

    const { page } = admin;
    await page.getByRole("tab", { name: "Orders" }).click();
    await page.getByLabel("Search").fill("Shipping Test Works");
    const row = page.getByTestId("order-row").filter({ hasText: "Shipping Test Works" });
    await row.getByRole("button", { name: "Start production" }).click();
    // A step that emails the customer is confirmed first (issue #18).
    const confirm = page.getByRole("dialog", { name: "Start production?" });
    await confirm
      .getByText("The customer is emailed about this change, unless they turned these updates off.")
      .waitFor();
    await confirm.getByRole("button", { name: "Start production" }).click();
    await row.getByText("In production").waitFor();
    await row.getByRole("button", { name: "Mark shipped…" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Carrier").fill("UPS");
    await dialog.getByLabel("Tracking number").fill("1Z999AA10123456784");
    await dialog.getByRole("button", { name: "Mark shipped" }).click();
    await row.getByText("Shipped").waitFor();
    await row.getByText("1Z999AA10123456784").waitFor();

    // The mill test report: a file that is not a PDF by its bytes is refused with a clear
    // sentence; the PDF is attached and the customer's orders API links it.
    const picker = row.getByTestId("certificate-input");
    await picker.setInputFiles({
      name: "MTR.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ this is not a PDF"),
    });
    await page.getByText(CERTIFICATE_REFUSED_MESSAGE).first().waitFor();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n");
    await picker.setInputFiles({
      name: "MTR heat 4471.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await page
      .getByText(`Certificate attached to ING-${orderId.slice(-8).toUpperCase()}`)
      .waitFor();
    await row.getByTestId("certificate-link").waitFor();
    const mine = await customer.context.request.get(
      `${server.baseUrl}/v2/orders/user/${encodeURIComponent(CUSTOMER.email)}`,
    );
    const myOrders = (
      (await mine.json()) as {
        data: { orders: { id: string; certificate_url: string | null }[] };
      }
    ).data.orders;
    const certificateUrl = myOrders.find((o) => o.id === orderId)?.certificate_url;
    expect(certificateUrl).toMatch(/^\/v2\/documents\/[0-9a-f-]{36}\/download$/);
    const file = await customer.context.request.get(`${server.baseUrl}${certificateUrl}`);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);

    await page.getByRole("tab", { name: "Outbox" }).click();
    const mail = page.getByTestId("outbox-row").filter({ hasText: "order-shipped" });
    await mail.getByRole("button", { name: "View" }).click();
    await page.getByText("Tracking number: 1Z999AA10123456784").waitFor();

    const outbox = await admin.context.request.get(
      `${server.baseUrl}/v2/admin/outbox?kind=order-shipped&to=${encodeURIComponent(CUSTOMER.email)}`,
    );
    const emails = ((await outbox.json()) as { data: { emails: { text: string }[] } }).data.emails;
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain(`ING-${orderId.slice(-8).toUpperCase()}`);
    expect(admin.pageErrors).toEqual([]);
  });

  it("accepts a customer's tax-exemption certificate from the Tax exemptions tab", async () => {
    const upload = await customer.context.request.post(
      `${server.baseUrl}/v2/documents/tax-exemption`,
      {
        headers: { origin: server.baseUrl },
        multipart: {
          file: {
            name: "Resale certificate.pdf",
            mimeType: "application/pdf",
            buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
          },
        },
      },
    );
    expect(upload.status()).toBe(201);

    const { page } = admin;
    await page.getByRole("tab", { name: "Tax exemptions" }).click();
    const row = page.getByTestId("tax-exemption-row").filter({ hasText: "Resale certificate.pdf" });
    await row.getByText(CUSTOMER.email).waitFor();
    await row.getByRole("link", { name: /Resale certificate\.pdf/ }).waitFor();
    await row.getByRole("button", { name: "Accept" }).click();
    await page.getByText("Certificate accepted").waitFor();
    await row.waitFor({ state: "detached" });

    const me = await customer.context.request.get(`${server.baseUrl}/v2/me`);
    expect(
      ((await me.json()) as { data: { tax_exemption_status: string | null } }).data
        .tax_exemption_status,
    ).toBe("accepted");
    expect(admin.pageErrors).toEqual([]);
  });

  it("turns a customer away from /admin with the spec's messages", async () => {
    const cp = customer.page;
    await cp.goto("/admin");
    await cp.waitForURL(`${server.baseUrl}/`);
    await cp.getByText(MESSAGES.admin.accessDeniedTitle).waitFor();
    await cp.getByText(MESSAGES.admin.noAdminPermissions).waitFor();
    const api = await customer.context.request.get(`${server.baseUrl}/v2/admin/overview`);
    expect(api.status()).toBe(403);
  });
});
