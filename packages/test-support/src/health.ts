import type { ChildProcess } from "node:child_process";
import { setTimeout as delay } from "node:timers/promises";

/** Polls GET /healthz until it answers 200; fails early if the process exits. */
export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it was healthy (code ${child.exitCode}).`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  throw new Error(`The server did not answer GET /healthz within ${timeoutMs} ms.`);
}
