import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * Toasts fade in: axe measuring one mid-animation blends its text into the page and reports a
 * contrast failure that no person ever sees. Wait until every toast is fully opaque (or gone).
 */
async function settleToasts(page: Page): Promise<void> {
  // A toast that starts to leave while axe runs would fade through every opacity on the way out
  // (contrast 1.03 was seen once): with transitions off it is either fully shown or gone.
  await page.addStyleTag({
    content:
      "[data-sonner-toast], [data-sonner-toast] * { transition: none !important; animation: none !important; }",
  });
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll("[data-sonner-toast]")).every(
          (toast) => getComputedStyle(toast).opacity === "1",
        ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {
      // A toast still leaving after 5 s is measured as it is.
    });
}

/**
 * A fade that is still running (a price that stops dimming once it has updated, a panel fading
 * in) blends text into its background for a moment: axe measuring it then reports a contrast that
 * no one reads. Wait until every finite animation and transition has ended (looping ones, such as
 * a skeleton's pulse or the logo marquee, never do), at most 5 s.
 */
async function settleFades(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      null,
      { timeout: 5_000 },
    )
    .catch(() => {
      // Still running after 5 s: measured as it is.
    });
}

/**
 * Runs axe-core on the page; returns every violation, whatever its impact (critical, serious,
 * moderate and minor alike: issue #18), as readable lines.
 *
 * Two settings halve each check (about 2 s to 1 s on a slow two-core host; the suite makes a few
 * hundred): only violations are collected in full (`resultTypes`: passing and inapplicable nodes
 * are what cost), and axe runs in the page itself (`setLegacyMode`) instead of in each frame and
 * then again in a new blank page, which only cross-origin frames need: the app has no frames.
 * accessibility.spec.ts checks that a page with known violations still reports each of them.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  await settleToasts(page);
  await settleFades(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.impact ?? "unrated"} ${v.id}: ${v.help} at ${node.target.join(" ")} ${node.failureSummary ?? ""}`,
    ),
  );
}
