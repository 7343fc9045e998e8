import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { watchServer } from "./diagnostics-registry";
import { REPO_ROOT, SERVER_ENTRY, WEB_DIST_DIR } from "./paths";

/**
 * Starts the real server (apps/server/src/server.ts, run by tsx like `npm start`) on a free port with
 * a fresh data folder, serving the built web app. Each spec file gets its own server and database.
 */
export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  nodeEnv?: "test" | "production" | "development";
  /** Extra environment variables (e.g. feature configuration). */
  env?: Record<string, string>;
  /** How long to wait for GET /healthz. */
  startTimeoutMs?: number;
  /** Serve the built web app; the e2e suite always needs it, the API benchmark does not. */
  requireWebBuild?: boolean;
}

/** Asks the OS for a port nobody listens on. */
export async function getFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      if (address === null || typeof address === "string") {
        probe.close();
        reject(new Error("could not read the probe port"));
        return;
      }
      probe.close(() => resolvePort(address.port));
    });
  });
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // Debugging aid: E2E_BASE_URL=http://127.0.0.1:5173 runs the specs against a server you started.
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const url = new URL(external);
    return {
      baseUrl: url.origin,
      port: Number(url.port),
      dataDir: "",
      output: () => "",
      stop: async () => {},
    };
  }

  const { nodeEnv = "test", startTimeoutMs = 60_000, requireWebBuild = true } = options;

  if (requireWebBuild && !existsSync(join(WEB_DIST_DIR, "index.html"))) {
    throw new Error(
      `The web app is not built (${WEB_DIST_DIR}/index.html is missing). Run \`npm run build\` first; \`npm run test:e2e\` does.`,
    );
  }
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`The server entry ${SERVER_ENTRY} does not exist yet.`);
  }

  const port = await getFreePort();
  const dataDir = await mkdtemp(join(tmpdir(), "ingot-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;

  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: nodeEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? "warn",
      // The embedded database in DATA_DIR, never a DATABASE_URL from the caller's shell.
      DATABASE_URL: "",
      // Production refuses to start without a secret; any 32+ characters do for a throwaway server.
      BETTER_AUTH_SECRET: "e2e-throwaway-secret-0123456789abcdef",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const exited = new Promise<number | null>((resolveExit) => {
    if (child.exitCode !== null) resolveExit(child.exitCode);
    else child.once("exit", (code) => resolveExit(code));
  });

  const forget = watchServer(baseUrl, () => output);
  const stop = async () => {
    forget();
    await stopChild(child, exited);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, startTimeoutMs);
  } catch (error) {
    await stop();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${output}`,
    );
  }

  return { baseUrl, port, dataDir, output: () => output, stop };
}

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

async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), delay(10_000).then(() => false)]);
  if (!stopped) {
    child.kill("SIGKILL");
    await exited;
  }
}
