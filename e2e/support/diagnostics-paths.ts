import { join } from "node:path";
import { REPO_ROOT } from "@ingot/test-support";

/** Where a failed e2e test's diagnostics go (support/diagnostics.ts); .ci/run prints it. */
export const FAILURES_FILE = join(REPO_ROOT, "e2e/test-results/failures.txt");
