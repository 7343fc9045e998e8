import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { getFreePort, waitForHealth } from "../../../../e2e/support/server";
import { REPO_ROOT } from "../config/env";

/**
 * The real server process (src/server.ts run by tsx, as `npm start` runs it) for the crash test:
 * started on a given database, killed without warning, started again on the same data.
 */

export const SERVER_ENTRY = join(dirname(fileURLToPath(import.meta.url)), "../server.ts");

export interface ServerProcess {
  baseUrl: string;
  /** The node process that runs server.ts and holds the database (no npm or tsx wrapper). */
  pid: number;
  /** Everything it printed so far, for failure messages. */
  output: () => string;
  /** SIGKILL: no shutdown hook, no flush, no lock release; resolves once it is gone. */
  kill9: () => Promise<void>;
  /** SIGTERM and wait for the graceful shutdown (database closed, lock released). */
  stop: () => Promise<number | null>;
}

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
  startTimeoutMs?: number;
}

/** Starts the server and waits until GET /healthz answers 200. */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      // Each request names its client in X-Forwarded-For (see clientAddress in submissions.ts).
      TRUST_PROXY: "true",
      // The API only: the run never depends on a web build.
      WEB_DIST_DIR: "/nonexistent/ingot-web-dist",
      DATABASE_URL: "",
      BETTER_AUTH_SECRET: "resilience-throwaway-secret-0123456789abcdef",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-100_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit(child.exitCode);
    else child.once("exit", (code) => resolveExit(code));
  });
  const running = () => child.exitCode === null && child.signalCode === null;

  const server: ServerProcess = {
    baseUrl,
    pid: child.pid ?? 0,
    output: () => output,
    kill9: async () => {
      if (running()) child.kill("SIGKILL");
      // After "exit" node has reaped it: the pid no longer answers kill(pid, 0), so the data
      // folder's lock of this pid reads as stale.
      await exited;
    },
    stop: async () => {
      if (running()) child.kill("SIGTERM");
      const code = await Promise.race([exited, delay(15_000).then(() => "timeout" as const)]);
      if (code !== "timeout") return code;
      child.kill("SIGKILL");
      await exited;
      throw new Error(`the server did not stop within 15 s\n${output}`);
    },
  };
  try {
    await waitForHealth(baseUrl, child, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await server.kill9();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return server;
}
