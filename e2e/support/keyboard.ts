import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Keyboard-only journeys (issue #24): where focus is, whether the user can see it, and how many
 * Tab presses a step's main action is away.
 */

export interface FocusReport {
  /** A readable name of the focused element, e.g. `button "Buy now"`. */
  name: string;
  onBody: boolean;
  /** Under the sticky header (or above the viewport): the user cannot see it. */
  hidden: boolean;
}

/** Where focus is now. A control inside a dialog or inside the sticky header itself is never hidden. */
export function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return { name: "body", onBody: true, hidden: true };
    }
    const label =
      element.getAttribute("aria-label") ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      "";
    const name = `${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, " ").slice(0, 60)}"`;
    let headerBottom = 0;
    let inHeader = false;
    for (const header of Array.from(document.querySelectorAll("header"))) {
      const position = getComputedStyle(header).position;
      if (position !== "sticky" && position !== "fixed") continue;
      const box = header.getBoundingClientRect();
      if (box.top > 1) continue;
      headerBottom = Math.max(headerBottom, box.bottom);
      if (header.contains(element)) inHeader = true;
    }
    const box = element.getBoundingClientRect();
    // Dialogs, toasts and fixed controls (the skip link) sit above the header.
    let fixed = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === "fixed") fixed = true;
    }
    const overlay =
      fixed || element.closest('[role="dialog"], [role="alertdialog"], [data-sonner-toast]');
    const hidden = !inHeader && !overlay && box.top < headerBottom - 0.5;
    return { name, onBody: false, hidden };
  });
}

/** Focus is on a control the user can see: not the page body, not under the header. */
export async function expectFocusVisible(page: Page): Promise<FocusReport> {
  let report: FocusReport = { name: "body", onBody: true, hidden: true };
  await expect
    .poll(
      async () => {
        report = await focusReport(page);
        return report.onBody || report.hidden ? `not visible: ${report.name}` : "visible";
      },
      { timeout: 5_000 },
    )
    .toBe("visible");
  return report;
}

/** Focus is on `target` (waiting for it a moment: a route's page or a dialog step loads). */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () =>
        (await target.evaluate((element) => element === document.activeElement).catch(() => false))
          ? "focused"
          : `focus on ${(await focusReport(page)).name}`,
      { timeout: 10_000 },
    )
    .toBe("focused");
  await expectFocusVisible(page);
}

/** Whether `target` has focus now (false while it is not in the page). */
async function isFocused(target: Locator): Promise<boolean> {
  if ((await target.count()) === 0) return false;
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has focus, at most `max` times; after every
 * press focus must be visible. Answers the number of presses (0 when it has focus already).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  max: number,
  { back = false }: { back?: boolean } = {},
): Promise<number> {
  const names: string[] = [];
  if (await isFocused(target)) return 0;
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    let report = await focusReport(page);
    if (report.hidden && !report.onBody) {
      // The page scrolls smoothly (index.css): the control may still be on its way into view.
      report = await expectFocusVisible(page).catch(() => report);
    }
    names.push(report.name);
    if (report.onBody || report.hidden) {
      throw new Error(`after ${presses} Tab presses focus is not visible: ${names.join(", ")}`);
    }
    if (await isFocused(target)) return presses;
  }
  throw new Error(
    `${await target.evaluate((e) => e.outerHTML.slice(0, 120))} was not reached in ${max} Tab presses: ${names.join(", ")}`,
  );
}

/** Smooth scrolling off, so a check right after a key press sees where the page settles. */
export async function keyboardPage(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
}
