import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { widths } from "../support/a11y-signed-in";
import { a11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * axe-core: no violations of any severity on the public screens (/, /auth, /rfq, /rfq-demo,
 * /cut-list and the 404 page), in both themes, at 1366 and 390 px (on a phone with the header's
 * menu open on /, where the mailing-list signup lives there). The signed-in screens, the same way:
 * accessibility-portal.spec.ts and accessibility-admin.spec.ts (a server each, so the three files
 * run side by side rather than one long file last).
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

const pages = [
  { path: "/", ready: "#products [data-testid='material-card']" },
  { path: "/auth", ready: "main h1" },
  { path: "/no-such-page", ready: "main h1" },
  { path: "/rfq", ready: "h1" },
  { path: "/rfq-demo", ready: "main h1" },
  { path: "/cut-list", ready: "h1" },
] as const;

describe("accessibility", () => {
  // The check itself: each kind of violation the journeys rely on it to find is reported, with the
  // settings that keep it quick (support/axe.ts).
  it("the axe check reports a page's violations: contrast, a missing alt, an unlabelled field", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head>
        <body><main><h1>Check</h1>
        <p style="color:#777;background:#888">Faint text</p>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <input type="text">
        </main></body></html>`);
      const violations = (await a11yViolations(page)).join("\n");
      for (const rule of ["color-contrast", "image-alt", "label"]) {
        expect(violations).toContain(` ${rule}: `);
      }
    } finally {
      await context.close();
    }
  });

  for (const theme of ["dark", "light"] as const) {
    for (const { path, ready } of pages) {
      for (const { name, viewport } of widths) {
        it(`${path} has no axe violations of any severity in the ${theme} theme at ${name}`, async () => {
          const { context, page } = await newPage(browser, { baseUrl: server.baseUrl, viewport });
          try {
            await context.addCookies([{ name: "ingot-theme", value: theme, url: server.baseUrl }]);
            await page.goto(path);
            await page.locator(ready).first().waitFor();
            if (path === "/" && viewport.width < 1024) {
              await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
              await page.getByRole("button", { name: "Open menu" }).click();
              await page.getByText("Product updates", { exact: true }).waitFor();
            } else if (path === "/") {
              await page.locator("#rfq").getByText("Choose material").waitFor();
            }
            expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
            expect(await a11yViolations(page)).toEqual([]);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
