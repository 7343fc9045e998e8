import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** Runs axe-core on the page; returns the serious and critical violations as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.impact} ${v.id}: ${v.help} at ${node.target.join(" ")} ${node.failureSummary ?? ""}`,
      ),
    );
}
