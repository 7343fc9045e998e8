import { describeCutPlan, formatUsd } from "@ingot/domain";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { a11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";
import { payWithTestCard } from "../support/test-checkout";

/**
 * Journey (issue #17): a buyer opens the cut-list planner from /rfq, plans 37 pieces of 2 in square
 * A500 tube in five lengths (one typed, four pasted from a spreadsheet), sees every bar drawn, the
 * yield and what full lengths save or cost against cut to size (the server's figures for the same
 * list), and adds the full-length option to the RFQ cart, which /rfq then shows; back on the
 * planner after a reload, the list is still there. Bought at checkout, the full lengths are one
 * line of bars cut to the plan at the planner's price, paid by test card and shown on /success.
 * At phone width in
 * both themes the planner has no axe violations of any severity.
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

const PIECES = [
  { length: 96, quantity: 6, label: "Post" },
  { length: 48.5, quantity: 8, label: "Rail" },
  { length: 30.25, quantity: 10, label: "Brace" },
  { length: 22, quantity: 8 },
  { length: 72, quantity: 5, label: "Header" },
];
const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));

async function pickSquareA500Tube(page: Page) {
  await page.getByTestId("choose-material").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Step 1 Select Product Type" }).waitFor();
  // The planner offers bar and tube only.
  expect(await dialog.getByRole("button", { name: /^Plate/ }).count()).toBe(0);
  await dialog.getByRole("button", { name: /^Tube/ }).click();
  await dialog.getByRole("heading", { name: /^Step 2 Select Shape/ }).waitFor();
  await dialog.getByRole("button", { name: /^Square/ }).click();
  await dialog.getByRole("heading", { name: /^Step 3 Select Material/ }).waitFor();
  await dialog.getByRole("button", { name: /^A500/ }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByTestId("selected-material").filter({ hasText: "A500" }).waitFor();
  // Choosing completes the step: focus moves on to the next field, the cross-section's first.
  await expect
    .poll(() => page.getByLabel(/^Width/).evaluate((input) => input === document.activeElement))
    .toBe(true);
  await page.getByLabel(/^Width/).fill("2");
  await page.getByLabel(/^Wall/).fill("1/8");
}

/** The server's plan and prices of a list of 2 in × 1/8 in square A500 tube. */
async function serverPlan(
  page: Page,
  pieces: { length: number; quantity: number; label?: string }[],
) {
  const reply = await page.request.post("/v2/cut-lists/optimize", {
    data: {
      material: "a500",
      product_type: "Tube",
      shape: "Square",
      dimensions: { width: 2, wall: 0.125 },
      pieces,
    },
  });
  expect(reply.status()).toBe(200);
  return (await reply.json()).data as {
    bars: { stock_length: number; cuts: unknown[] }[];
    stock_count: number;
    yield_percent: number;
    cost_cut_to_size: number;
    cost_full_lengths: number;
    savings: number;
  };
}

/** Pastes tab-separated rows into a length box, as a spreadsheet's copy would. */
async function pasteRows(input: Locator, text: string) {
  await input.focus();
  await input.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

describe("cut-list planner", () => {
  it("plans 37 pieces of square A500 tube, shows bars, yield and saving, adds full lengths to the RFQ and buys them cut", async () => {
    const { context, page, pageErrors, consoleErrors } = await newPage(browser, {
      baseUrl: server.baseUrl,
    });
    try {
      await page.goto("/rfq");
      await page.getByRole("link", { name: "Plan cuts" }).click();
      await page.waitForURL(/\/cut-list$/);
      await page.getByRole("heading", { name: "Cut-list planner" }).waitFor();
      await page.getByTestId("plan-empty").waitFor();

      await pickSquareA500Tube(page);
      const rows = page.getByTestId("piece-row");
      await rows
        .first()
        .getByLabel(/^Length/)
        .fill("96");
      await rows.first().getByLabel(/^Qty/).fill("6");
      await rows
        .first()
        .getByLabel(/^Label/)
        .fill("Post");
      // Enter in the last label adds a line and moves to its length.
      await rows
        .first()
        .getByLabel(/^Label/)
        .press("Enter");
      await expect.poll(() => rows.count()).toBe(2);
      const rest = PIECES.slice(1)
        .map((p) =>
          [p.length === 48.5 ? "48 1/2" : String(p.length), p.quantity, p.label ?? ""].join("\t"),
        )
        .join("\n");
      await pasteRows(rows.nth(1).locator("input").first(), rest);
      await expect.poll(() => rows.count()).toBe(5);
      await page.getByText("37 pieces", { exact: true }).waitFor();

      // The server's plan and prices for the same list: what the page must show.
      const expected = await serverPlan(page, PIECES);

      // Every bar drawn, with its pieces named for screen readers.
      const bars = page.getByTestId("cut-bar");
      await expect.poll(() => bars.count()).toBe(expected.stock_count);
      expect(await page.getByTestId("plan-stock-count").textContent()).toBe(
        String(expected.stock_count),
      );
      const first = bars.first().getByRole("img");
      expect(await first.getAttribute("aria-labelledby")).toBeTruthy();
      await bars
        .first()
        .locator("title", { hasText: `Bar 1, ${expected.bars[0]?.stock_length} in` })
        .waitFor({ state: "attached" });
      expect(await bars.first().locator("desc").textContent()).toContain("Post");

      expect(await page.getByTestId("plan-yield").textContent()).toBe(
        `${expected.yield_percent.toFixed(1)}%`,
      );
      await page
        .getByTestId("price-cut-to-size")
        .getByText(usd(expected.cost_cut_to_size))
        .waitFor();
      await page
        .getByTestId("price-full-lengths")
        .getByText(usd(expected.cost_full_lengths))
        .waitFor();
      const saving = page.getByTestId("plan-savings");
      await saving
        .getByText(
          expected.savings >= 0
            ? `Full lengths save ${usd(expected.savings)}`
            : `Cut to size saves ${usd(-expected.savings)}`,
        )
        .waitFor();

      await page.getByTestId("add-full-lengths").click();
      await page.getByText("Full lengths added to your RFQ").waitFor();
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem("ingot-rfq-cart") ?? "[]"),
      );
      const perStock = new Map<number, number>();
      for (const bar of expected.bars)
        perStock.set(bar.stock_length, (perStock.get(bar.stock_length) ?? 0) + 1);
      expect(
        stored.map(
          (item: {
            materialCode: string;
            productType: string;
            shapeName: string;
            dimensions: object;
            quantity: number;
          }) => ({
            materialCode: item.materialCode,
            productType: item.productType,
            shapeName: item.shapeName,
            dimensions: item.dimensions,
            quantity: item.quantity,
          }),
        ),
      ).toEqual(
        [...perStock].map(([length, count]) => ({
          materialCode: "a500",
          productType: "Tube",
          shapeName: "Square",
          dimensions: { width: 2, wall: 0.125, length },
          quantity: count,
        })),
      );

      // The RFQ cart shows the full lengths, one line per stock length, with the plan described.
      await page.getByRole("link", { name: "RFQ cart" }).click();
      await page.waitForURL(/\/rfq$/);
      await page.getByRole("heading", { name: `RFQ Items (${perStock.size})` }).waitFor();
      await page.getByTestId("rfq-total-pieces").getByText(`${expected.stock_count} pcs`).waitFor();
      await page
        .getByText(/Full lengths, cut by us/)
        .first()
        .waitFor();

      // Back on the planner, what was typed is still there (a reload too).
      await page.goBack();
      await page.waitForURL(/\/cut-list$/);
      await page.reload();
      await expect.poll(() => page.getByTestId("piece-row").count()).toBe(5);
      await page.getByTestId("selected-material").filter({ hasText: "A500" }).waitFor();
      await expect.poll(() => page.getByTestId("cut-bar").count()).toBe(expected.stock_count);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);

      // Either option goes to checkout as one order of several lines (#17, #15).
      await page.getByTestId("buy-cut-to-size").click();
      await page.waitForURL(/\/purchase-summary$/);
      await expect.poll(() => page.getByTestId("order-line").count()).toBeGreaterThan(1);
      await page.goBack();
      await page.waitForURL(/\/cut-list$/);
      // Full lengths go to checkout as one line of bars cut to the plan, at the planner's price
      // (the server plans the list again and charges its cost_full_lengths), paid by test card.
      await page.getByTestId("buy-full-lengths").click();
      await page.waitForURL(/\/purchase-summary$/);
      await expect.poll(() => page.getByTestId("order-line").count()).toBe(1);
      const planText = describeCutPlan({
        stock: [...perStock].map(([stock_length, count]) => ({ stock_length, count })),
        piece_count: 37,
      });
      const line = page.getByTestId("order-line");
      await line.getByTestId("order-line-cut-plan").getByText(planText).waitFor();
      expect(await line.getByTestId("order-line-total").textContent()).toContain(
        usd(expected.cost_full_lengths),
      );
      await page.getByLabel("Full name").fill("Grace Hopper");
      await page.getByLabel("Company name").fill("Cobol Machining");
      await page.getByLabel("Business email").fill("cuts@example.com");
      await page.getByLabel("Pickup").check();
      const summary = page.getByTestId("pricing-summary");
      await summary.getByText(usd(expected.cost_full_lengths)).first().waitFor();
      await payWithTestCard(page);
      const bought = page.getByTestId("success-line");
      expect(await bought.count()).toBe(1);
      await bought.getByTestId("success-cut-plan").getByText(planText).waitFor();
      expect(await bought.textContent()).toContain(usd(expected.cost_full_lengths));
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("plans a list of 1,200 pieces in a Web Worker: the server's plan, no error", async () => {
    const { context, page, pageErrors, consoleErrors } = await newPage(browser, {
      baseUrl: server.baseUrl,
    });
    try {
      await page.goto("/cut-list");
      await pickSquareA500Tube(page);
      const workers: string[] = [];
      page.on("worker", (worker) => workers.push(worker.url()));
      await pasteRows(
        page.getByTestId("piece-row").first().locator("input").first(),
        "30 1/4\t500\tBrace\n48 1/2\t400\tRail\n71\t300\tPost",
      );
      await page.getByText("1200 pieces", { exact: true }).waitFor();
      const expected = await serverPlan(page, [
        { length: 30.25, quantity: 500, label: "Brace" },
        { length: 48.5, quantity: 400, label: "Rail" },
        { length: 71, quantity: 300, label: "Post" },
      ]);
      await expect
        .poll(() => page.getByTestId("plan-stock-count").textContent(), { timeout: 15_000 })
        .toBe(String(expected.stock_count));
      expect(await page.getByTestId("plan-yield").textContent()).toBe(
        `${expected.yield_percent.toFixed(1)}%`,
      );
      expect(workers.some((url) => /plan-cut-list\.worker/.test(url))).toBe(true);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("is linked from the landing page and its quote form", async () => {
    const { context, page, pageErrors } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto("/");
      const footerLink = page.getByRole("contentinfo").getByRole("link", {
        name: "Cut-list planner",
      });
      expect(await footerLink.getAttribute("href")).toBe("/cut-list");
      // The quote form (its own chunk, loaded at once on a desktop) offers the planner too.
      const formLink = page.getByRole("link", { name: "Plan the cuts from full lengths" });
      await formLink.waitFor();
      await formLink.click();
      await page.waitForURL(/\/cut-list$/);
      await page.getByRole("heading", { name: "Cut-list planner" }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const theme of ["dark", "light"] as const) {
    it(`has no axe violations of any severity at phone width in the ${theme} theme`, async () => {
      const { context, page } = await newPage(browser, {
        baseUrl: server.baseUrl,
        viewport: { width: 390, height: 844 },
      });
      try {
        // The theme as the app keeps it: the cookie the first paint reads, and localStorage.
        await context.addCookies([{ name: "ingot-theme", value: theme, url: server.baseUrl }]);
        await context.addInitScript((value) => localStorage.setItem("ingot-theme", value), theme);
        await page.goto("/cut-list");
        await page.getByTestId("plan-empty").waitFor();
        expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
        expect(await a11yViolations(page)).toEqual([]);
        await pickSquareA500Tube(page);
        await pasteRows(
          page.getByTestId("piece-row").first().locator("input").first(),
          "96\t6\tPost\n30\t4\tLeg",
        );
        await page.getByTestId("plan-savings").waitFor();
        await page.getByTestId("cut-bar").first().waitFor();
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
