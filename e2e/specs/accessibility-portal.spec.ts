/**
 * axe-core: no violations of any severity on the customer's signed-in screens (/profile in each
 * section, /quotes, /purchase-summary with purchase data, /success for a paid order), in both
 * themes at 1366 and 390 px. The admin's tabs: accessibility-admin.spec.ts; public pages:
 * accessibility.spec.ts.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { type A11yData, checkCustomerScreens, seedA11yData } from "../support/a11y-signed-in";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let browser: Browser;
let data: A11yData;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  data = await seedA11yData(server);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("accessibility, signed in as a customer", () => {
  it("the customer's /profile sections have no axe violations of any severity, in both themes at 1366 and 390 px", async () => {
    await checkCustomerScreens(
      browser,
      server,
      data,
      [
        "dashboard",
        "account",
        "orders",
        "quotes",
        "documents",
        "contact",
        "company",
        "settings",
        `tracking?order=${data.orderId}`,
      ].map((section) => `/profile#${section}`),
    );
  }, 300_000);

  it("/quotes, /purchase-summary and /success have no axe violations of any severity, in both themes at 1366 and 390 px", async () => {
    await checkCustomerScreens(browser, server, data, [
      "/quotes",
      "/purchase-summary",
      `/success?session_id=${data.sessionId}`,
    ]);
  }, 300_000);
});
