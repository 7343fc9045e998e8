import { rmSync } from "node:fs";
import { FAILURES_FILE } from "./diagnostics-paths";

/** Once per e2e run: the diagnostics file starts empty, so it speaks of this run only. */
export default function clearFailures(): void {
  rmSync(FAILURES_FILE, { force: true });
}
