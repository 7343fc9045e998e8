import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/** axe-core: no serious or critical violations on /, /auth and the 404 page, in both themes. */

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
] as const;

describe("accessibility", () => {
  for (const theme of ["dark", "light"] as const) {
    for (const { path, ready } of pages) {
      it(`${path} has no serious or critical axe violations in the ${theme} theme`, async () => {
        const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
        try {
          await context.addCookies([{ name: "ingot-theme", value: theme, url: server.baseUrl }]);
          await page.goto(path);
          await page.locator(ready).first().waitFor();
          if (path === "/") await page.locator("#rfq").getByText("Choose material").waitFor();
          expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
          expect(await seriousA11yViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
