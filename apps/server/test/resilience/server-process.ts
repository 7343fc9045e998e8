import { readFileSync } from "node:fs";
import { type ServerProcess, spawnServer } from "@ingot/test-support";

/**
 * The real server process (src/server.ts run by tsx, as `npm start` runs it) for the crash test:
 * started on a given database, killed without warning, started again on the same data.
 */

export type { ServerProcess };

/** The command line of a live process (Linux), to check which process a pid is. */
export function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  } catch {
    return "";
  }
}

export interface StartOptions {
  /** DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite), plus anything else. */
  env: Record<string, string>;
}

/** Starts the server and waits until GET /healthz answers 200. */
export function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  return spawnServer({
    env: {
      // Each request names its client in X-Forwarded-For (see clientAddress in submissions.ts).
      TRUST_PROXY: "true",
      // The API only: the run never depends on a web build.
      WEB_DIST_DIR: "/nonexistent/ingot-web-dist",
      BETTER_AUTH_SECRET: "resilience-throwaway-secret-0123456789abcdef",
      ...options.env,
    },
  });
}
