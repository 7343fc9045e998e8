import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { beforeEach } from "vitest";
import { describeFailure } from "./diagnostics-registry";
import { REPO_ROOT } from "./paths";

/**
 * Setup file of the e2e project: when a test fails, what its pages and server showed goes to the
 * log and to e2e/test-results/failures.txt, which .ci/run prints beside its summary.
 */
export const FAILURES_FILE = join(REPO_ROOT, "e2e/test-results/failures.txt");

beforeEach(({ onTestFailed, task }) => {
  onTestFailed(async () => {
    const where = `${task.file?.name ?? "?"} › ${task.name}`;
    const text = `FAILED ${where}\n${await describeFailure()}\n`;
    console.error(text);
    mkdirSync(join(REPO_ROOT, "e2e/test-results"), { recursive: true });
    appendFileSync(FAILURES_FILE, text);
  });
});
