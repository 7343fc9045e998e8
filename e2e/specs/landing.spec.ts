import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "../support/axe";
import { launchBrowser, newPage } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * Journey: a visitor opens the landing page, sees the catalogue the server holds, lands on the 404
 * page from a bad link, and switches the theme (dark by default, kept across reloads).
 */

interface MaterialsReply {
  status: "success";
  data: { materials: { code: string; name: string; grades: string[] }[] };
}

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

async function fetchMaterials() {
  const response = await fetch(`${server.baseUrl}/v2/materials`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as MaterialsReply;
  expect(body.status).toBe("success");
  return body.data.materials;
}

describe("landing page materials", () => {
  it("shows every material the API returns, including 6061-T651", async () => {
    const materials = await fetchMaterials();
    expect(materials.length).toBeGreaterThan(0);

    const { context, page, pageErrors, consoleErrors } = await newPage(browser, {
      baseUrl: server.baseUrl,
    });
    try {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        "A modern, software-driven metals supplier for American industry",
      );

      const section = page.locator("#products");
      await section.getByTestId("material-card").first().waitFor();
      const cards = section.getByTestId("material-card");
      expect(await cards.count()).toBe(materials.length);
      for (const material of materials) {
        await section.getByRole("heading", { name: material.name, exact: true }).waitFor();
      }
      await section.getByText("6061-T651").first().waitFor();
      expect(pageErrors).toEqual([]);
      // Also catches a Content-Security-Policy block of the inline theme script.
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the header link scrolls to the materials section", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto("/");
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Materials" })
        .click();
      await page.waitForURL(/#products$/);
    } finally {
      await context.close();
    }
  });
});

describe("unknown paths", () => {
  it("show the 404 page with a link home", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      const response = await page.goto("/no-such-page/at-all");
      // The server answers unknown non-API paths with the app (SPA fallback); the app shows 404.
      expect(response?.headers()["content-type"]).toContain("text/html");
      await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
      await page.getByRole("link", { name: "Return to Home" }).click();
      await page.waitForURL(`${server.baseUrl}/`);
      await page
        .getByRole("heading", { level: 1 })
        .filter({ hasText: "metals supplier" })
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("theme", () => {
  it("defaults to dark, even when the system prefers light", async () => {
    const { context, page } = await newPage(browser, {
      baseUrl: server.baseUrl,
      colorScheme: "light",
    });
    try {
      await page.goto("/");
      expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");
      await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("applies the saved theme before the app's JavaScript runs", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await context.addInitScript(() => localStorage.setItem("ingot-theme", "light"));
      // Block the bundle: only index.html's inline script can set the class now.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto("/");
      expect(await page.evaluate(() => document.documentElement.className)).toBe("light");
    } finally {
      await context.close();
    }
  });

  it("toggles with the keyboard and keeps the choice across reloads", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Switch to light theme" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Switch to dark theme" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(
        true,
      );
      expect(await page.evaluate(() => localStorage.getItem("ingot-theme"))).toBe("light");

      await page.reload();
      expect(await page.evaluate(() => document.documentElement.className)).toBe("light");
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");
    } finally {
      await context.close();
    }
  });
});

describe("accessibility", () => {
  for (const theme of ["dark", "light"] as const) {
    it(`the landing page has no serious or critical axe violations in the ${theme} theme`, async () => {
      const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
      try {
        await context.addInitScript((value) => {
          localStorage.setItem("ingot-theme", value);
        }, theme);
        await page.goto("/");
        await page.locator("#products").getByTestId("material-card").first().waitFor();
        expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
        expect(await seriousA11yViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
