import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import { MESSAGES } from "@ingot/domain";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { a11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * Journey (issue #6): a signed-out buyer builds a three-line RFQ on /rfq (two lines through the
 * quote builder's entry with the length in feet, one pasted from a spreadsheet after its bad row is
 * reported), signs in, submits, and finds the request with its exact lines on /quotes, then
 * downloads its PDF. Signed out, /quotes sends to /auth with the spec's toast; a new account sees
 * the empty state.
 */

let server: RunningServer;
let browser: Browser;
let counter = 0;
const newEmail = () => `rfq-${Date.now().toString(36)}-${counter++}@example.com`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/**
 * Signs up through Better Auth's route with the page's own cookie jar, so the page is signed in.
 * The Origin is sent as a browser would: once the jar holds a cookie (the saved theme, say), Better
 * Auth refuses a cookie-carrying POST without one as cross-site (403).
 */
async function signUp(page: Page, email: string) {
  const res = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: server.baseUrl },
    data: {
      email,
      password: "rfq-secret-1",
      name: "Grace Hopper",
      full_name: "Grace Hopper",
      company: "Harvard Mark Works",
      phone: "617-555-0199",
    },
  });
  expect(res.status()).toBe(200);
}

async function pick(
  page: Page,
  form: Locator,
  productType: string,
  shape: string,
  material: string,
) {
  await form.getByRole("button", { name: /Choose material|Change/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Step 1 Select Product Type" }).waitFor();
  await dialog.getByRole("button", { name: new RegExp(`^${productType}`) }).click();
  await dialog.getByRole("heading", { name: /^Step 2 Select Shape/ }).waitFor();
  await dialog.getByRole("button", { name: new RegExp(`^${shape}`) }).click();
  await dialog.getByRole("heading", { name: /^Step 3 Select Material/ }).waitFor();
  await dialog.getByRole("button", { name: new RegExp(`^${material}`) }).click();
  await dialog.waitFor({ state: "detached" });
  await form.getByTestId("selected-material").filter({ hasText: material }).waitFor();
}

async function openAddPanel(page: Page) {
  const panel = page.getByTestId("rfq-add-panel");
  if (!(await panel.isVisible())) await page.getByTestId("add-item-toggle").click();
  await panel.waitFor();
  return panel;
}

/** Text drawn in a PDF: inflated content streams, hex strings of the TJ operators joined. */
function pdfText(pdf: Buffer): string {
  const parts: string[] = [];
  // PDFKit writes "stream\n<deflated bytes>\nendstream". No optional \r in the pattern: deflated
  // bytes may end in one, and dropping it made a random quote's PDF unreadable one time in 256.
  for (const match of pdf.toString("latin1").matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexes = [...(op[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? "");
      parts.push(hexes.map((hex) => Buffer.from(hex, "hex").toString("latin1")).join(""));
    }
  }
  return parts.join("\n");
}

describe("multi-line RFQ and quote history", () => {
  it("builds three lines signed out, signs in, submits, and shows them on /quotes with a PDF", async () => {
    const { context, page, pageErrors, consoleErrors } = await newPage(browser, {
      baseUrl: server.baseUrl,
    });
    try {
      await page.goto("/rfq");
      await page.getByText(MESSAGES.quoteForm.emptyRfq).waitFor();
      await page.getByRole("heading", { name: "RFQ Items (0)" }).waitFor();
      await page.getByTestId("rfq-auth-required").getByText("Authentication Required").waitFor();

      // Line 1: 6061-T651 plate, length typed in feet.
      let panel = await openAddPanel(page);
      await pick(page, panel, "Plate", "Plate", "6061-T651");
      await panel.getByLabel(/^Length/).fill("41");
      await panel.getByLabel(/^Width/).click();
      await panel.getByText("Length cannot exceed 40 ft").waitFor();
      await panel.getByLabel(/^Length/).fill("4");
      await panel.getByLabel(/^Width/).fill("24 1/2");
      await panel.getByLabel(/^Height/).fill("1 1/2");
      await panel.getByLabel(/^Quantity/).fill("2");
      await panel.getByLabel(/^Material specification/).fill("AMS 4027");
      await panel.getByLabel(/^Description/).fill("Fixture plates");
      // The live price opens above the Add button and moves it: click once it is in place.
      await panel.getByTestId("material-cost").waitFor();
      await panel.getByTestId("add-item").click();
      // Adding collapses the panel.
      await panel.waitFor({ state: "detached" });
      await page.getByRole("heading", { name: "RFQ Items (1)" }).waitFor();

      // Line 2: P20 round bar.
      panel = await openAddPanel(page);
      await pick(page, panel, "Bar", "Round", "P20");
      await panel.getByLabel(/^Length/).fill("3");
      await panel.getByLabel(/^Diameter/).fill("4");
      await panel.getByLabel(/^Quantity/).fill("5");
      // The live price opens above the Add button and moves it: click once it is in place.
      await panel.getByTestId("material-cost").waitFor();
      await panel.getByTestId("add-item").click();
      await page.getByRole("heading", { name: "RFQ Items (2)" }).waitFor();

      // Line 3: pasted; the bad row is reported and skipped.
      await page.getByRole("button", { name: /Paste \/ upload CSV/ }).click();
      const dialog = page.getByRole("dialog");
      await dialog
        .getByTestId("bom-text")
        .fill(
          "material,shape,length (ft),width,wall,quantity,description\n" +
            "A500,Square Tube,20,2,0.125,12,Frame rails\n" +
            "brass,Square Tube,20,2,0.125,1,\n",
        );
      const bad = dialog.locator('[data-testid="bom-row"][data-valid="false"]');
      await bad.getByText('Unknown material "brass"').waitFor();
      expect(await bad.getByText("Row 2").count()).toBe(1);
      await dialog.getByTestId("bom-add").click();
      await dialog.waitFor({ state: "detached" });
      await page.getByRole("heading", { name: "RFQ Items (3)" }).waitFor();

      const items = page.getByTestId("rfq-item");
      expect(await items.count()).toBe(3);
      expect(await items.nth(0).getByTestId("rfq-item-length").textContent()).toContain(
        "48 in (4 ft)",
      );
      expect(await items.nth(0).getByTestId("rfq-item-width").textContent()).toContain('24.5"');
      expect(await page.getByTestId("rfq-item-count").textContent()).toBe("3 items");
      expect(await page.getByTestId("rfq-total-pieces").textContent()).toBe("19 pcs");

      // Quick edit: a non-number becomes 1, then back to 5.
      const quantity = items.nth(1).getByTestId("rfq-item-quantity");
      await quantity.fill("");
      await quantity.blur();
      expect(await quantity.inputValue()).toBe("1");
      await quantity.fill("5");
      await quantity.blur();

      // Sign in; the cart survives (localStorage).
      const email = newEmail();
      await signUp(page, email);
      await page.reload();
      await page.getByRole("heading", { name: "RFQ Items (3)" }).waitFor();
      await page.getByText("RFQ Settings").waitFor();
      expect(await page.getByLabel("Company").inputValue()).toBe("Harvard Mark Works");
      await page.getByLabel("Additional Notes").fill("Certs with the shipment");
      await page.getByLabel("RoHS Compliant Material Required").check();
      await page.getByTestId("submit-rfq").click();
      await toasts(page).getByText(MESSAGES.quoteForm.trackSignedIn, { exact: false }).waitFor();
      await page.getByText(MESSAGES.quoteForm.emptyRfq).waitFor();
      expect(await page.getByTestId("submit-rfq").getAttribute("aria-disabled")).toBe("true");

      // Quote history.
      await page.goto("/quotes");
      const row = page.getByTestId("rfq-row");
      await row.waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.getByTestId("item-count").textContent()).toBe("3 items");
      expect(await row.getByText("DFARS").count()).toBe(1);
      expect(await page.getByTestId("summary-multi").textContent()).toBe("1");
      expect(await page.getByTestId("summary-items").textContent()).toBe("3");
      expect(await page.getByTestId("summary-email").textContent()).toBe(email);

      await row.getByRole("button", { name: "Details" }).click();
      const detail = page.getByTestId("quote-detail");
      await detail.waitFor();
      const lines = detail.getByTestId("quote-line-dimensions");
      expect(await lines.count()).toBe(3);
      expect(await lines.allTextContents()).toEqual([
        '48 in (4 ft) × 24.5" × 1.5" · 2 pcs',
        '36 in (3 ft) × Ø4" · 5 pcs',
        '240 in (20 ft) × 2" × 0.125" wall · 12 pcs',
      ]);
      expect(await detail.getByText("AMS 4027").count()).toBe(1);
      expect(await detail.getByText("RoHS required").count()).toBe(1);
      expect(await detail.getByText("Certs with the shipment").count()).toBe(1);
      const number = (await detail.locator(".font-mono").first().textContent()) ?? "";
      expect(number).toMatch(/^RFQ-[0-9A-F]{8}$/);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        detail.getByTestId("download-pdf").click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${number}.pdf`);
      const path = await download.path();
      const pdf = await readFile(path);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdfText(pdf)).toContain(number);

      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sends a signed-out visitor from /quotes to /auth with the spec's toast", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto("/quotes");
      await page.waitForURL("**/auth");
      await toasts(page).getByText(MESSAGES.quoteHistory.authRequiredTitle).waitFor();
      await toasts(page).getByText(MESSAGES.quoteHistory.authRequiredDetail).waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows the empty state to an account without quotes", async () => {
    const { context, page, consoleErrors } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await signUp(page, newEmail());
      await page.goto("/quotes");
      const empty = page.getByTestId("quotes-empty");
      await empty.getByText(MESSAGES.quoteHistory.empty).waitFor();
      expect(await empty.getByRole("link", { name: /multi-line RFQ/i }).getAttribute("href")).toBe(
        "/rfq",
      );
      expect(await page.getByTestId("summary-quick").textContent()).toBe("0");
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const theme of ["dark", "light"] as const) {
    it(`/rfq and /quotes have no axe violations of any severity in the ${theme} theme`, async () => {
      const { context, page } = await newPage(browser, {
        baseUrl: server.baseUrl,
        viewport: { width: 390, height: 844 },
      });
      try {
        await context.addInitScript((value) => localStorage.setItem("ingot-theme", value), theme);
        await page.goto("/rfq");
        await page.getByTestId("rfq-auth-required").waitFor();
        expect(await a11yViolations(page)).toEqual([]);
        await signUp(page, newEmail());
        await page.reload();
        await page.getByText("RFQ Settings").waitFor();
        expect(await a11yViolations(page)).toEqual([]);
        await page.goto("/quotes");
        await page.getByTestId("quotes-empty").waitFor();
        expect(await a11yViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
