#!/usr/bin/env node
/**
 * Live price latency (issue #19): from the last keystroke in the landing page's quote form to the
 * new price on screen, debounce included, in Debian's Chromium against the real server (production
 * mode, the built app). A buyer picks 6061-T651 plate, then retypes the length again and again
 * (a new value each time, so no answer comes from the browser's cache), typing as a person does
 * (80 ms between keys). Each sample is the time from the last keydown to the moment the expected
 * material cost is in the page. Reports p50, p95 and the worst; the bar is p95 <= 150 ms.
 *
 * Also the hero quote form, ready to type in (issue #19): a new visitor (empty cache) opens "/" at
 * 1366 px; the time from navigation start until the form's "Choose material" button is on the page
 * (the prerendered page shows a skeleton there; the form is rendered by the running app, so a
 * click works). Five loads; the bar is the worst under 1 s.
 *
 * And the same on Lighthouse's throttled phone (issue #19: "within 2.5 s on Lighthouse's throttled
 * phone"): a 412 x 823 touch screen at 1.75x, the CPU slowed four times and the network of
 * Lighthouse's mobile preset applied through the DevTools protocol, as Lighthouse applies it when
 * it throttles for real (562.5 ms a request, 1,474.56 kbit/s down, 675 kbit/s up). There the
 * panel sits below the headline and its form loads when it comes near the screen, so the visitor
 * scrolls to it as soon as the document is parsed, as "Start a quote" takes them. Five loads; the
 * bar is the worst under 2.5 s.
 */
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

export const LIVE_PRICE_P95_BUDGET_MS = 150;
export const FORM_READY_BUDGET_MS = 1000;
export const PHONE_FORM_READY_BUDGET_MS = 2500;

/**
 * Lighthouse's mobile preset (its `mobileSlow4G` throttling) as DevTools applies it: the request
 * latency and throughputs are Lighthouse's own "devtools" figures for that preset.
 */
const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
};
const FORM_LOADS = 5;
const SAMPLES = Number(process.env.BENCH_LIVE_PRICE_SAMPLES ?? 40);
const KEY_DELAY_MS = 80;
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** Measures on a server already running at `baseUrl`. */
export async function livePriceLatency(baseUrl, samples = SAMPLES) {
  const { MATERIALS, priceItem, formatUsd } = await tsImport("@ingot/domain", import.meta.url);
  const material = MATERIALS.find((m) => m.code === "6061-t651");
  const costOf = (length) =>
    formatUsd(
      priceItem(
        {
          product_type: "Plate",
          shape: "Plate",
          dimensions: { length, width: 12, height: 1 },
          quantity: 1,
        },
        material,
      ).materialCostCents,
    );

  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__lastKeyAt = 0;
      window.__shownAt = null;
      window.__expect = null;
      document.addEventListener(
        "keydown",
        () => {
          window.__lastKeyAt = performance.now();
        },
        true,
      );
      const check = () => {
        if (window.__expect === null || window.__shownAt !== null) return;
        const cost = document.querySelector("[data-testid='material-cost']");
        if (cost?.textContent?.trim() === window.__expect) window.__shownAt = performance.now();
      };
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.goto(`${baseUrl}/`);
    const form = page.getByTestId("landing-quote-form");
    await form.getByRole("button", { name: /Choose material|Change/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /^Plate/ }).click();
    await dialog.getByRole("heading", { name: /^Step 2 Select Shape/ }).waitFor();
    await dialog.getByRole("button", { name: /^Plate/ }).click();
    await dialog.getByRole("heading", { name: /^Step 3 Select Material/ }).waitFor();
    await dialog.getByRole("button", { name: /^6061-T651/ }).click();
    await dialog.waitFor({ state: "detached" });
    const length = form.getByLabel(/^Length/);
    await length.fill("24");
    await form.getByLabel(/^Width/).fill("12");
    await form.getByLabel(/^Height/).fill("1");
    await form.getByLabel(/^Quantity/).fill("1");
    await form
      .getByTestId("material-cost")
      .filter({ hasText: costOf(24) })
      .waitFor();

    const latencies = [];
    for (let i = 0; i < samples; i++) {
      const value = 30 + i;
      await page.evaluate((expected) => {
        window.__expect = expected;
        window.__shownAt = null;
      }, costOf(value));
      await length.click();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type(String(value), { delay: KEY_DELAY_MS });
      await page.waitForFunction(() => window.__shownAt !== null, null, { timeout: 10_000 });
      latencies.push(await page.evaluate(() => window.__shownAt - window.__lastKeyAt));
      // A pause between edits, as a person reads the price.
      await page.waitForTimeout(250);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      samples: latencies.length,
      key_delay_ms: KEY_DELAY_MS,
      p50_ms: percentile(sorted, 50),
      p95_ms: percentile(sorted, 95),
      worst_ms: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Navigation start to a usable hero quote form, for `loads` new visitors: at 1366 px, or with
 * `phone` on Lighthouse's throttled phone (LIGHTHOUSE_PHONE).
 */
export async function formReadyTimes(baseUrl, loads = FORM_LOADS, { phone = false } = {}) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const times = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext(
        phone
          ? {
              viewport: LIGHTHOUSE_PHONE.viewport,
              deviceScaleFactor: LIGHTHOUSE_PHONE.deviceScaleFactor,
              isMobile: LIGHTHOUSE_PHONE.isMobile,
              hasTouch: LIGHTHOUSE_PHONE.hasTouch,
            }
          : { viewport: { width: 1366, height: 800 } },
      );
      const page = await context.newPage();
      if (phone) {
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: LIGHTHOUSE_PHONE.latencyMs,
          downloadThroughput: (LIGHTHOUSE_PHONE.downloadKbps * 1024) / 8,
          uploadThroughput: (LIGHTHOUSE_PHONE.uploadKbps * 1024) / 8,
        });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: LIGHTHOUSE_PHONE.cpuSlowdown });
      }
      await page.addInitScript((scrollToForm) => {
        // On a phone the hero's quote panel is below the headline, and its form loads when the
        // panel comes near the screen or at the first tap (app/routes/landing.tsx): this visitor
        // goes to it as soon as the page is there, as "Start a quote" takes them.
        if (scrollToForm) {
          document.addEventListener("DOMContentLoaded", () =>
            document.getElementById("rfq")?.scrollIntoView(),
          );
        }
        const ready = () => {
          const form = document.querySelector("[data-testid='landing-quote-form']");
          const button = [...(form?.querySelectorAll("button") ?? [])].find((b) =>
            b.textContent?.includes("Choose material"),
          );
          // The prerendered page holds a skeleton in the form's place: the form and its button
          // are rendered by the running app, so once the button is there the form takes input.
          if (button) {
            window.__formReadyAt = performance.now();
          } else requestAnimationFrame(ready);
        };
        requestAnimationFrame(ready);
      }, phone);
      await page.goto(`${baseUrl}/`);
      await page.waitForFunction(() => window.__formReadyAt !== undefined, null, {
        timeout: 30_000,
      });
      times.push(Math.round(await page.evaluate(() => window.__formReadyAt)));
      await context.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      loads: times.length,
      times_ms: times,
      median_ms: percentile(sorted, 50),
      worst_ms: sorted.at(-1),
    };
  } finally {
    await browser.close();
  }
}

/** Starts the real server (production, the built app) and measures against it. */
export async function benchLivePrice() {
  const { startServer } = await tsImport("@ingot/test-support", import.meta.url);
  const server = await startServer({
    nodeEnv: "production",
    env: { LOG_LEVEL: "warn", BETTER_AUTH_SECRET: randomBytes(32).toString("base64") },
  });
  try {
    console.log(`live price: real server on ${server.baseUrl} (production)`);
    const latency = await livePriceLatency(server.baseUrl);
    return {
      ...latency,
      form_ready: await formReadyTimes(server.baseUrl),
      form_ready_phone: await formReadyTimes(server.baseUrl, FORM_LOADS, { phone: true }).catch(
        (error) => ({ error: error instanceof Error ? error.message : String(error) }),
      ),
    };
  } finally {
    await server.stop();
  }
}

export function livePriceBudgets(result) {
  const p95 = result?.p95_ms;
  return [
    {
      name: "last keystroke to new live price, p95",
      bar: `<= ${LIVE_PRICE_P95_BUDGET_MS} ms`,
      actual: p95 === undefined || p95 === null ? null : `${p95} ms`,
      pass: p95 === undefined || p95 === null ? null : p95 <= LIVE_PRICE_P95_BUDGET_MS,
    },
    {
      name: "hero quote form usable after navigation, desktop (worst of 5)",
      bar: `< ${FORM_READY_BUDGET_MS} ms`,
      actual:
        result?.form_ready?.worst_ms === undefined ? null : `${result.form_ready.worst_ms} ms`,
      pass:
        result?.form_ready?.worst_ms === undefined
          ? null
          : result.form_ready.worst_ms < FORM_READY_BUDGET_MS,
    },
    {
      name: "hero quote form usable after navigation, Lighthouse's throttled phone (worst of 5)",
      bar: `< ${PHONE_FORM_READY_BUDGET_MS} ms`,
      // A phone measurement that broke (e.g. the form never came) is a miss, not "not measured".
      actual: result?.form_ready_phone?.error
        ? `failed: ${result.form_ready_phone.error}`
        : result?.form_ready_phone?.worst_ms === undefined
          ? null
          : `${result.form_ready_phone.worst_ms} ms`,
      pass: result?.form_ready_phone?.error
        ? false
        : result?.form_ready_phone?.worst_ms === undefined
          ? null
          : result.form_ready_phone.worst_ms < PHONE_FORM_READY_BUDGET_MS,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await benchLivePrice(), null, 2));
}
