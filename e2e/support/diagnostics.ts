import { appendFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { beforeEach } from "vitest";
import { FAILURES_FILE } from "./diagnostics-paths";
import { describeFailure } from "./diagnostics-registry";

/**
 * Setup file of the e2e project: when a test fails, what its pages and server showed goes to the
 * log and to e2e/test-results/failures.txt, which .ci/run prints beside its summary.
 */

beforeEach(({ onTestFailed, task }) => {
  onTestFailed(async () => {
    const where = `${task.file?.name ?? "?"} › ${task.name}`;
    const text = `FAILED ${where}\n${await describeFailure()}\n`;
    console.error(text);
    mkdirSync(dirname(FAILURES_FILE), { recursive: true });
    appendFileSync(FAILURES_FILE, text);
  });
});
