import { formatUsd, type Invoice, type OrderDisplay } from "@ingot/domain";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi, signUp } from "../support/api";
import { a11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { grantAdmin, type RunningServer, setRole, startServer } from "../support/server";

/**
 * Journey (issue #16): an owner creates the company in the portal and invites a buyer with a $100
 * order limit; the buyer confirms their email, opens the emailed invitation link and joins. An admin
 * grants the company Net 30 terms. The buyer orders a plate above their limit on account with a PO
 * number, from a phone; it waits for approval, and the owner approves it in the portal. The admin
 * opens the company's statement, sees the invoice with the PO and records the payment in full; the
 * owner's statement shows it paid, and the order is paid in the store. The Company section has no
 * serious axe violation in either theme at phone width.
 */

const ADMIN = { email: "terms-admin@example.com", password: "admin-secret-1" };
const OWNER = { email: "terms-owner@example.com", password: "owner-secret-1" };
const BUYER = { email: "terms-buyer@example.com", password: "buyer-secret-1" };
const COMPANY = "Northfield Precision";
const PO = "PO-24-7781";

let server: RunningServer;
let browser: Browser;
let api: Api;
let adminCookie = "";
let ownerCookie = "";
let buyerCookie = "";
let buyerSignUpCookie = "";
let orderNumber = "";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = createApi(server.baseUrl);
  adminCookie = await signUp(api, { ...ADMIN, full_name: "Staff Admin", company: "Ingot Metals" });
  await grantAdmin(server, ADMIN.email);
  ownerCookie = await signUp(api, { ...OWNER, full_name: "Olive Owner", company: COMPANY });
  buyerSignUpCookie = await signUp(api, { ...BUYER, full_name: "Ben Buyer", company: COMPANY });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page signed in with `cookie`, at `width`, in `theme` when given. */
async function pageAs(
  cookie: string,
  options: { width?: number; theme?: "dark" | "light" } = {},
): Promise<{ context: BrowserContext; page: Page; errors: () => string[] }> {
  const { context, page, pageErrors } = await newPage(browser, {
    baseUrl: server.baseUrl,
    viewport: { width: options.width ?? 1366, height: 900 },
  });
  const url = new URL(server.baseUrl);
  await context.addCookies(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => {
        const [name = "", ...rest] = pair.split("=");
        return { name, value: rest.join("="), domain: url.hostname, path: "/" };
      }),
  );
  if (options.theme) {
    await context.addCookies([{ name: "ingot-theme", value: options.theme, url: server.baseUrl }]);
    await context.addInitScript(
      (value) => localStorage.setItem("ingot-theme", value),
      options.theme,
    );
  }
  return { context, page, errors: () => pageErrors.map((e) => e.message) };
}

/**
 * The newest email of `kind` to `to` in the outbox, read with `cookie` (an admin's); its first
 * link. Staff see a token-carrying link redacted; only its addressee, made admin for the moment,
 * reads it whole (as email-confirmation.spec does).
 */
async function linkInEmail(to: string, kind: string, cookie = adminCookie): Promise<string> {
  const res = await api(`/v2/admin/outbox?to=${encodeURIComponent(to)}&kind=${kind}`, { cookie });
  expect(res.status).toBe(200);
  const mail = ((await res.json()) as { data: { emails: { text: string }[] } }).data.emails[0];
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${kind} email with a link to ${to}`);
  return link;
}

async function companyOrders(cookie: string): Promise<OrderDisplay[]> {
  const res = await api("/v2/companies/current/orders", { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { orders: OrderDisplay[] } }).data.orders;
}

async function statement(cookie: string): Promise<Invoice[]> {
  const res = await api("/v2/companies/current/statement", { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { invoices: Invoice[] } }).data.invoices;
}

async function signInThroughForm(page: Page, who: { email: string; password: string }) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Password").fill(who.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(`${server.baseUrl}/profile`);
}

async function pick(page: Page, form: Locator) {
  await form.getByRole("button", { name: /Choose material|Change/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /^Plate/ }).click();
  await dialog.getByRole("heading", { name: /^Step 2 Select Shape/ }).waitFor();
  await dialog.getByRole("button", { name: /^Plate/ }).click();
  await dialog.getByRole("heading", { name: /^Step 3 Select Material/ }).waitFor();
  await dialog.getByRole("button", { name: /^6061-T651/ }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("companies, terms and buying on account", () => {
  it("an owner creates the company and invites a buyer, who joins through the emailed link", async () => {
    const owner = await pageAs(ownerCookie);
    try {
      const { page } = owner;
      await page.goto("/profile#company");
      const create = page.getByRole("form", { name: "Create a company" });
      // The profile's company is the default name.
      await expect.poll(() => create.getByLabel("Company name").inputValue()).toBe(COMPANY);
      await create.getByRole("button", { name: "Create company" }).click();

      const invite = page.getByRole("form", { name: "Invite a member" });
      await invite.waitFor();
      await invite.getByLabel("Email").fill(BUYER.email);
      await invite.getByLabel("Role").selectOption("buyer");
      await invite.getByLabel(/^Order limit/).fill("100");
      await invite.getByRole("button", { name: "Send invitation" }).click();
      await page
        .getByRole("list", { name: "Pending invitations" })
        .getByText(BUYER.email)
        .waitFor();
      expect(owner.errors()).toEqual([]);
    } finally {
      await owner.context.close();
    }

    // The buyer confirms their email first (only the holder of a verified email may join).
    const buyer = await pageAs("", { width: 390 });
    try {
      const { page } = buyer;
      // Staff see the link's token redacted: the buyer, made admin for the moment, reads their own.
      await setRole(server, BUYER.email, "admin");
      const verify = await linkInEmail(BUYER.email, "verify-email", buyerSignUpCookie);
      await setRole(server, BUYER.email, "customer");
      await page.goto(verify);
      const choose = page.getByRole("form", { name: "Email confirmed: choose your password" });
      await choose.getByLabel("New password").fill(BUYER.password);
      await choose.getByRole("button", { name: "Set New Password" }).click();
      await page.waitForURL(`${server.baseUrl}/auth`);
      await signInThroughForm(page, BUYER);

      const invitationLink = await linkInEmail(BUYER.email, "company-invitation");
      expect(invitationLink).toBe(`${server.baseUrl}/profile#company`);
      await page.goto(invitationLink);
      await page.getByRole("button", { name: `Accept the invitation from ${COMPANY}` }).click();
      await page.getByRole("form", { name: "Invite a member" }).waitFor({ state: "detached" });
      await page.getByText("Buyer", { exact: true }).first().waitFor();
      buyerCookie = (await buyer.context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
      expect(buyer.errors()).toEqual([]);
    } finally {
      await buyer.context.close();
    }

    // Stored: two members, the buyer with a $100 limit.
    const res = await api("/v2/companies/current", { cookie: ownerCookie });
    const company = (
      (await res.json()) as {
        data: { members: { email: string; role: string; order_limit: number | null }[] };
      }
    ).data;
    expect(company.members.find((m) => m.email === BUYER.email)).toMatchObject({
      role: "buyer",
      order_limit: 100,
    });
  });

  it("an admin grants the company Net 30 terms from the Companies tab", async () => {
    const admin = await pageAs(adminCookie);
    try {
      const { page } = admin;
      await page.goto("/admin");
      await page.getByRole("tab", { name: /Companies/ }).click();
      await page.getByRole("button", { name: `Edit terms of ${COMPANY}` }).click();
      const form = page.getByRole("form", { name: `Payment terms of ${COMPANY}` });
      await form.getByLabel("Net days").selectOption("30");
      await form.getByLabel(/^Credit limit/).fill("5000");
      await form.getByRole("button", { name: "Save terms" }).click();
      await form.waitFor({ state: "detached" });
      expect(admin.errors()).toEqual([]);
    } finally {
      await admin.context.close();
    }
    const res = await api("/v2/companies/current", { cookie: ownerCookie });
    const terms = ((await res.json()) as { data: { terms: unknown } }).data.terms;
    expect(terms).toEqual({
      net_days: 30,
      credit_limit: 5000,
      open_balance: 0,
      available_credit: 5000,
    });
  });

  it("the buyer orders above their limit on account with a PO from a phone; the owner approves", async () => {
    const buyer = await pageAs(buyerCookie, { width: 390 });
    try {
      const { page } = buyer;
      await page.goto("/");
      await page.locator("#rfq").scrollIntoViewIfNeeded();
      const form = page.getByTestId("landing-quote-form");
      await form.waitFor();
      await pick(page, form);
      await form.getByLabel(/^Length/).fill("24");
      await form.getByLabel(/^Width/).fill("12");
      await form.getByLabel(/^Height/).fill("1");
      await form.getByLabel(/^Quantity/).fill("4");
      await form.getByTestId("material-cost").waitFor();
      await form.getByTestId("add-item").click();
      await form.getByTestId("cart-item").first().waitFor();
      await form.getByTestId("cart-checkout-button").click();
      await page.waitForURL(/\/purchase-summary$/);

      await page.getByLabel("Pickup").check();
      await page.getByLabel("Full name").fill("Ben Buyer");
      await page.getByLabel("Company name").fill(COMPANY);
      await page.getByLabel("Business email").fill(BUYER.email);
      await page.getByRole("radio", { name: "Pay on account" }).check();
      const fields = page.getByTestId("on-account-fields");
      // The PO number is required: refused with the message, nothing stored.
      await page.getByRole("button", { name: "Place order on account" }).click();
      await fields.getByText("Enter your PO number.").waitFor();
      expect(await companyOrders(buyerCookie)).toEqual([]);

      await fields.getByLabel("PO number").fill(PO);
      await page.getByRole("button", { name: "Place order on account" }).click();
      const confirmation = page.getByTestId("on-account-confirmation");
      await confirmation.getByRole("heading", { name: "Order sent for approval" }).waitFor();
      orderNumber = (await confirmation.getByTestId("order-number").textContent()) ?? "";
      expect(orderNumber).toMatch(/^[A-Z]+-[0-9A-F]{8}$/);
      expect(buyer.errors()).toEqual([]);
    } finally {
      await buyer.context.close();
    }

    const [waiting] = await companyOrders(ownerCookie);
    expect(waiting?.order_number).toBe(orderNumber);
    expect(waiting?.status).toBe("pending_approval");
    expect(waiting?.on_account?.po_number).toBe(PO);
    expect(waiting?.total_amount).toBeGreaterThan(100);

    const owner = await pageAs(ownerCookie);
    try {
      const { page } = owner;
      await page.goto("/profile#company");
      await page.getByRole("button", { name: `Approve order ${orderNumber}` }).click();
      await page
        .getByRole("button", { name: `Approve order ${orderNumber}` })
        .waitFor({ state: "detached" });
      expect(owner.errors()).toEqual([]);
    } finally {
      await owner.context.close();
    }
    const [approved] = await companyOrders(ownerCookie);
    expect(approved?.status).toBe("invoiced");
    expect(approved?.on_account?.approval).toBe("approved");
    expect(approved?.on_account?.invoice_number).toMatch(/^INV-/);
  });

  it("the admin sees the invoice and records the payment; the owner's statement shows it paid", async () => {
    const [invoice] = await statement(ownerCookie);
    if (!invoice) throw new Error("no invoice on the statement");
    expect(invoice.po_number).toBe(PO);
    expect(invoice.status).toBe("open");
    // The invoice PDF: the company's members and admins; nobody else.
    expect(
      (await api(`/v2/orders/${invoice.order_id}/invoice`, { cookie: ownerCookie })).status,
    ).toBe(200);
    const strangerCookie = await signUp(api, {
      email: "terms-stranger@example.com",
      password: "stranger-secret-1",
      full_name: "Sam Stranger",
      company: "Elsewhere Tool",
    });
    expect(
      (await api(`/v2/orders/${invoice.order_id}/invoice`, { cookie: strangerCookie })).status,
    ).toBe(404);

    const admin = await pageAs(adminCookie);
    try {
      const { page } = admin;
      await page.goto("/admin");
      await page.getByRole("tab", { name: /Companies/ }).click();
      await page.getByRole("button", { name: `Statement of ${COMPANY}` }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText(PO).first().waitFor();
      await dialog
        .getByRole("button", { name: `Record a payment for ${invoice.invoice_number}` })
        .click();
      const form = dialog.getByRole("form", {
        name: `Record a payment for ${invoice.invoice_number}`,
      });
      // The amount starts at the balance.
      expect(await form.getByLabel(/^Amount/).inputValue()).toBe(invoice.balance.toFixed(2));
      await form.getByLabel("Reference").fill("CHK 1001");
      await form.getByRole("button", { name: "Record payment" }).click();
      await dialog.getByText("Paid", { exact: true }).first().waitFor();
      expect(admin.errors()).toEqual([]);
    } finally {
      await admin.context.close();
    }

    const [paid] = await statement(ownerCookie);
    expect(paid?.status).toBe("paid");
    expect(paid?.balance).toBe(0);
    expect(paid?.payments.map((p) => p.reference)).toEqual(["CHK 1001"]);
    const [order] = await companyOrders(ownerCookie);
    expect(order?.status).toBe("paid");

    const owner = await pageAs(ownerCookie);
    try {
      await owner.page.goto("/profile#company");
      const row = owner.page.getByRole("row").filter({ hasText: invoice.invoice_number });
      await row.getByText("Paid", { exact: true }).waitFor();
      expect(await row.textContent()).toContain(formatUsd(0));
    } finally {
      await owner.context.close();
    }
  });

  it("the Company section has no serious axe violation at phone width, in both themes", async () => {
    for (const theme of ["light", "dark"] as const) {
      const owner = await pageAs(ownerCookie, { width: 390, theme });
      try {
        await owner.page.goto("/profile#company");
        await owner.page.getByRole("form", { name: "Invite a member" }).waitFor();
        expect(
          await owner.page.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(390);
        expect(await a11yViolations(owner.page)).toEqual([]);
      } finally {
        await owner.context.close();
      }
    }
  });
});
