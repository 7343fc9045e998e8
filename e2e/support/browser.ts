import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { watchPage } from "./diagnostics-registry";

/**
 * Debian's Chromium; playwright-core downloads no browser. The specs prefer its headless shell
 * (apt-get install chromium-headless-shell: the same Blink and V8 without the browser's window and
 * toolbar), the build Playwright itself runs headless: a new context with its page costs the full
 * browser about four times the CPU (its hidden window and toolbar), and the suite opens hundreds of
 * them on CI's two cores. Without the shell, `/usr/bin/chromium` in headless mode; CHROMIUM_PATH
 * picks another.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  baseUrl: string;
  viewport?: { width: number; height: number };
  colorScheme?: "dark" | "light";
}

/**
 * A fresh context (own cookies and localStorage) and page. Uncaught page errors and console errors
 * (which include Content-Security-Policy violations) are collected so a spec can assert that none
 * happened.
 */
export async function newPage(
  browser: Browser,
  { baseUrl, viewport = { width: 1280, height: 800 }, colorScheme }: PageOptions,
): Promise<{ context: BrowserContext; page: Page; pageErrors: Error[]; consoleErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    ...(colorScheme ? { colorScheme } : {}),
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  watchPage(page);
  return { context, page, pageErrors, consoleErrors };
}

/**
 * Makes every page of `context` find the pending order that checkout stores before it leaves for
 * the payment page (`localStorage["pendingOrderData"]`, spec §7), as the buyer's own browser would
 * have it: /success shows an order only then ('Order Not Found' otherwise, spec §2). For specs
 * that pay through the API and then open /success.
 */
export async function storePendingOrder(
  context: BrowserContext,
  order: { orderId: string; sessionId: string },
): Promise<void> {
  await context.addInitScript((data) => {
    try {
      localStorage.setItem("pendingOrderData", JSON.stringify(data));
    } catch {
      // about:blank has no storage; the app's pages do.
    }
  }, order);
}
