import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { waitForHealth } from "./health";
import { REPO_ROOT, SERVER_ENTRY, WEB_DIST_DIR } from "./paths";
import { getFreePort } from "./ports";

/** How long a SIGTERM may take before the server counts as hung (and is killed). */
const STOP_TIMEOUT_MS = 15_000;

/** The real server (apps/server/src/server.ts run by tsx, as `npm start` runs it) as a child process. */
export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  baseUrl: string;
  port: number;
  /** The node process that runs server.ts and holds the database (no npm or tsx wrapper). */
  pid: number;
  /** The last 100 kB it printed, for failure messages. */
  output: () => string;
  /** SIGKILL: no shutdown hook, no flush, no lock release; resolves once it is gone. */
  kill9: () => Promise<void>;
  /**
   * SIGTERM and wait for the graceful shutdown; answers the exit code. A server still running
   * after 15 s is killed and the call fails: a hung shutdown is a bug.
   */
  stop: () => Promise<number | null>;
}

export interface SpawnServerOptions {
  nodeEnv?: "test" | "production" | "development";
  /** Environment of the server on top of the defaults below (DATABASE_URL or DATA_DIR, ...). */
  env?: Record<string, string>;
  /** How long to wait for GET /healthz (default 120 s: a tsx start on PGlite took over 60 s on a
   * slow two-core host with the rest of the suite running beside it). */
  startTimeoutMs?: number;
}

/** Starts the server on a free port and waits until GET /healthz answers 200. */
export async function spawnServer(options: SpawnServerOptions = {}): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`The server entry ${SERVER_ENTRY} does not exist.`);
  }
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: options.nodeEnv ?? "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "warn",
      // The caller names the database (DATABASE_URL or DATA_DIR), never the caller's shell.
      DATABASE_URL: "",
      // Production refuses to start without a secret; any 32+ characters do for a throwaway server.
      BETTER_AUTH_SECRET: "test-support-throwaway-secret-0123456789abcdef",
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
    port,
    pid: child.pid ?? 0,
    output: () => output,
    kill9: async () => {
      if (running()) child.kill("SIGKILL");
      // After "exit" node has reaped it: the pid no longer answers kill(pid, 0).
      await exited;
    },
    stop: async () => {
      if (running()) child.kill("SIGTERM");
      const code = await Promise.race([
        exited,
        delay(STOP_TIMEOUT_MS).then(() => "timeout" as const),
      ]);
      if (code !== "timeout") return code;
      child.kill("SIGKILL");
      await exited;
      throw new Error(`the server did not stop within ${STOP_TIMEOUT_MS} ms\n${output}`);
    },
  };
  try {
    await waitForHealth(baseUrl, child, options.startTimeoutMs ?? 120_000);
  } catch (error) {
    await server.kill9();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${output}`,
    );
  }
  return server;
}

/** A server on its own fresh data folder (embedded PGlite unless env names a DATABASE_URL). */
export interface RunningServer extends Pick<ServerProcess, "baseUrl" | "port" | "output"> {
  dataDir: string;
  /** Stops the server and deletes its data folder. */
  stop: () => Promise<void>;
}

export interface StartServerOptions extends SpawnServerOptions {
  /** Serve the built web app; the e2e suite always needs it, the API benchmark does not. */
  requireWebBuild?: boolean;
  /**
   * A data folder made by makeDataTemplate: its embedded database is copied into the new folder,
   * so the server opens a migrated and seeded database instead of running initdb in WebAssembly
   * and every migration (about 5 of a start's 10 s on CI's two cores).
   */
  templateDataDir?: string;
}

/** The embedded database's folder inside DATA_DIR (PGLITE_SUBDIR in apps/server/src/db/client.ts). */
const PGLITE_FOLDER = "pglite";

/**
 * A data folder holding only the embedded database of a server that started once on it (initdb,
 * the migrations, the materials seed) and shut down cleanly: what a fresh server's database is
 * after its first start. startServer({ templateDataDir }) starts from a copy of it.
 */
export async function makeDataTemplate(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "ingot-data-template-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const server = await spawnServer({ env: { DATA_DIR: dir } });
    const code = await server.stop();
    if (code !== 0) throw new Error(`The template server exited with ${code}:\n${server.output()}`);
    for (const entry of await readdir(dir)) {
      if (entry !== PGLITE_FOLDER) await rm(join(dir, entry), { recursive: true, force: true });
    }
    return { dir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Starts the server on a free port with a fresh data folder, serving the built web app. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { requireWebBuild = true, templateDataDir, ...spawnOptions } = options;
  if (requireWebBuild && !existsSync(join(WEB_DIST_DIR, "index.html"))) {
    throw new Error(
      `The web app is not built (${WEB_DIST_DIR}/index.html is missing). Run \`npm run build\` first; \`npm run test:e2e\` does.`,
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), "ingot-server-"));
  let server: ServerProcess;
  try {
    if (templateDataDir !== undefined) {
      await cp(join(templateDataDir, PGLITE_FOLDER), join(dataDir, PGLITE_FOLDER), {
        recursive: true,
      });
    }
    server = await spawnServer({
      ...spawnOptions,
      env: { DATA_DIR: dataDir, ...spawnOptions.env },
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: server.baseUrl,
    port: server.port,
    dataDir,
    output: server.output,
    stop: async () => {
      try {
        await server.stop();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
