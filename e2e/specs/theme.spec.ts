import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * Journey: the theme is dark by default, switches with the keyboard, is saved, and a saved light
 * theme is in place before the first paint (no dark flash), prerendered landing page or not.
 * The choice lives in the `ingot-theme` cookie (read by index.html's inline script) and in
 * localStorage (other tabs; older saves move into the cookie).
 */

const lightCookie = (baseUrl: string) => [{ name: "ingot-theme", value: "light", url: baseUrl }];

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

  for (const path of ["/", "/auth", "/no-such-page"]) {
    it(`applies a saved light theme before the body exists on ${path} (no flash)`, async () => {
      const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
      try {
        await context.addCookies(lightCookie(server.baseUrl));
        await context.addInitScript(() => {
          const log: { className: string; bodyExists: boolean }[] = [];
          (window as unknown as { themeLog: typeof log }).themeLog = log;
          new MutationObserver((records) => {
            if (!records.some((r) => r.target === document.documentElement)) return;
            log.push({
              className: document.documentElement.className,
              bodyExists: document.body !== null,
            });
          }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
          document.addEventListener("DOMContentLoaded", () =>
            log.push({ className: `DCL:${document.documentElement.className}`, bodyExists: true }),
          );
        });
        await page.goto(path);
        await page.waitForLoadState("load");
        const log = await page.evaluate(
          () =>
            (window as unknown as { themeLog: { className: string; bodyExists: boolean }[] })
              .themeLog,
        );
        // The first change is the inline script's, made while the head is parsed (no body yet,
        // nothing painted); by DOMContentLoaded the class is light and it never goes dark again.
        expect(log[0]).toEqual({ className: "light", bodyExists: false });
        expect(log).toContainEqual({ className: "DCL:light", bodyExists: true });
        expect(log.every((entry) => !entry.className.includes("dark"))).toBe(true);
      } finally {
        await context.close();
      }
    });
  }

  it("moves a choice saved only in localStorage into the cookie", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await context.addInitScript(() => localStorage.setItem("ingot-theme", "light"));
      await page.goto("/auth");
      await page.locator("html.light").waitFor({ state: "attached" });
      expect(await page.evaluate(() => document.cookie)).toContain("ingot-theme=light");
    } finally {
      await context.close();
    }
  });

  it("applies the saved theme before the app's JavaScript runs", async () => {
    const { context, page } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await context.addCookies(lightCookie(server.baseUrl));
      // Block the bundle: only index.html's inline script can set the class now.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto("/");
      expect(await page.evaluate(() => document.documentElement.className)).toBe("light");
      // The prerendered toggle already shows the light theme's icon (the moon: switch to dark).
      const toggle = page.locator("header").getByRole("button", { name: /theme/ });
      expect(await toggle.locator(".lucide-moon").isVisible()).toBe(true);
      expect(await toggle.locator(".lucide-sun").isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("toggles with the keyboard and keeps the choice across reloads", async () => {
    const { context, page, consoleErrors } = await newPage(browser, { baseUrl: server.baseUrl });
    try {
      await page.goto("/");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const toggle = page.getByRole("button", { name: "Switch to light theme" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Switch to dark theme" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(
        true,
      );
      expect(await page.evaluate(() => localStorage.getItem("ingot-theme"))).toBe("light");
      expect(await page.evaluate(() => document.cookie)).toContain("ingot-theme=light");

      // A prerendered page hydrating under a saved light theme: no mismatch errors.
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.className)).toBe("light");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
