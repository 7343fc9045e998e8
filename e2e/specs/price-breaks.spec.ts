import { MATERIALS, nextBreakHint, priceItem } from "@ingot/domain";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, signUp } from "../support/api";
import { a11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { grantAdmin, type RunningServer, startServer } from "../support/server";

/**
 * Journey (issue #22): an admin adds a metal surcharge to 6061-T651 in Admin → Materials (the
 * history shows it); a buyer prices 12 plates on the landing page and sees the unit price, the
 * base metal / surcharge / cut charges lines and the discount, the material's breaks with the
 * 10-piece row marked, and "Order 25 and pay $… each (save 8%)"; the figures are the domain's with
 * the stored surcharge. The live price has no serious axe violations at phone width in both themes.
 */

let server: RunningServer;
let browser: Browser;
let adminCookie = "";
const ADMIN_EMAIL = "breaks-admin@example.com";

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminCookie = await signUp(createApi(server.baseUrl), {
    email: ADMIN_EMAIL,
    password: "admin-secret-1",
    full_name: "Price Desk",
    company: "Ingot Metals",
  });
  await grantAdmin(server, ADMIN_EMAIL);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SURCHARGE_CENTS = 27;
const PLATE = {
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 12, width: 12, height: 1 },
  quantity: 12,
} as const;

const material = MATERIALS.find((m) => m.code === "6061-t651");
if (!material) throw new Error("6061-t651 missing from the catalog");
/** The domain's price with the surcharge the admin enters below. */
const expected = priceItem(PLATE, { ...material, surchargePerLbCents: SURCHARGE_CENTS });
const usd = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });

async function textOf(locator: Locator) {
  return ((await locator.textContent()) ?? "").trim();
}

/** Material picker on the landing form, then the plate's dimensions and quantity. */
async function pricePlate(page: Page) {
  // The form's chunk loads once its panel is on screen (below the fold on a phone).
  await page.locator("#rfq").scrollIntoViewIfNeeded();
  const form = page.getByTestId("landing-quote-form");
  await form.waitFor();
  await form.getByRole("button", { name: /Choose material|Change/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /^Plate/ }).click();
  await dialog.getByRole("heading", { name: /^Step 2 Select Shape/ }).waitFor();
  await dialog.getByRole("button", { name: /^Plate/ }).click();
  await dialog.getByRole("heading", { name: /^Step 3 Select Material/ }).waitFor();
  await dialog.getByRole("button", { name: /^6061-T651/ }).click();
  await dialog.waitFor({ state: "detached" });
  await form.getByLabel(/^Length/).fill("12");
  await form.getByLabel(/^Width/).fill("12");
  await form.getByLabel(/^Height/).fill("1");
  await form.getByLabel(/^Quantity/).fill(String(PLATE.quantity));
  const price = form.getByTestId("live-price");
  await price
    .getByTestId("material-cost")
    .filter({ hasText: usd(expected.materialCostCents) })
    .waitFor();
  return price;
}

describe("quantity breaks and the metal surcharge", () => {
  it("an admin adds a surcharge; the buyer's live price shows it, the breaks and the hint", async () => {
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
      await admin.page.goto("/admin#materials");
      await admin.page.getByRole("tab", { name: /Materials/ }).click();
      const editor = admin.page.getByTestId("pricing-6061-t651");
      await editor.locator("summary").click();
      await editor.getByLabel("$ per lb").fill(String(SURCHARGE_CENTS / 100));
      // Effective from defaults to today.
      await editor.getByRole("button", { name: "Add surcharge" }).click();
      const history = editor.getByTestId("surcharge-history-6061-t651");
      await history.waitFor();
      expect(await textOf(history)).toContain("$0.27");
      expect(await textOf(history)).toContain("(in force)");
      expect(await textOf(editor.locator("summary"))).toContain("surcharge $0.27/lb");
      expect(admin.pageErrors).toEqual([]);
    } finally {
      await admin.context.close();
    }

    const { context, page, pageErrors } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto("/");
      const price = await pricePlate(page);
      expect(await textOf(price.getByTestId("unit-price"))).toBe(
        `${usd(expected.unitPriceCents)} each`,
      );
      const split = price.getByTestId("price-split");
      expect(await textOf(split.getByTestId("split-base"))).toBe(
        `Base metal${usd(expected.baseCents)}`,
      );
      expect(await textOf(split.getByTestId("split-surcharge"))).toBe(
        `Metal surcharge ($0.27/lb)${usd(expected.surchargeCents)}`,
      );
      expect(expected.surchargeCents).toBeGreaterThan(0);
      expect(await textOf(split.getByTestId("split-cuts"))).toBe(
        `Cut charges${usd(expected.cutCents)}`,
      );
      expect(await textOf(split.getByTestId("split-discount"))).toBe(
        `Quantity discount (5%)-${usd(expected.discountCents)}`,
      );

      const table = price.getByRole("table", { name: "Quantity breaks" });
      const rows = table.locator("tbody tr");
      expect(await rows.count()).toBe(5);
      const current = table.locator('tbody tr[aria-current="true"]');
      expect(await current.count()).toBe(1);
      expect(await textOf(current)).toContain("10–24");
      expect(await textOf(current)).toContain(usd(expected.unitPriceCents));
      const hint = nextBreakHint(expected.priceBreaks, PLATE.quantity);
      expect(hint).toMatch(/^Order 25 and pay \$[\d,.]+ each \(save 8%\)$/);
      expect(await textOf(price.getByTestId("break-hint"))).toBe(hint);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const theme of ["dark", "light"] as const) {
    it(`the live price with its breaks has no serious axe violations at 390 px in the ${theme} theme`, async () => {
      const { context, page } = await newPage(browser, {
        baseUrl: server.baseUrl,
        viewport: { width: 390, height: 844 },
      });
      try {
        await context.addCookies([{ name: "ingot-theme", value: theme, url: server.baseUrl }]);
        await page.goto("/");
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        const price = await pricePlate(page);
        await price.getByTestId("break-hint").waitFor();
        await price.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        expect(await a11yViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
