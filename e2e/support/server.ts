import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type RunningServer,
  type StartServerOptions,
  startServer as startTestServer,
} from "@ingot/test-support";
import { inject } from "vitest";
import { watchServer } from "./diagnostics-registry";

export type { RunningServer };

/**
 * Starts the real server (apps/server/src/server.ts, run by tsx like `npm start`) on a free port with
 * a fresh data folder, serving the built web app (@ingot/test-support). Each spec file gets its own
 * server and database, a copy of the one global-setup.ts migrated and seeded; a failing test prints
 * what that server said (diagnostics.ts).
 */
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
  const server = await startTestServer({
    templateDataDir: inject("dataTemplate"),
    ...options,
    env: { LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? "warn", ...options.env },
  });
  const forget = watchServer(server.baseUrl, server.output);
  return {
    ...server,
    stop: async () => {
      forget();
      await server.stop();
    },
  };
}

/**
 * `npm run admin -- grant EMAIL` against the server under test, the README's way to the first
 * admin (ADMIN_EMAILS waits for a confirmed address): the same loopback call the CLI makes with
 * the token the server wrote into its data folder (docs/decisions/004). The account must exist.
 */
export async function grantAdmin(server: RunningServer, email: string): Promise<void> {
  await setRole(server, email, "admin");
}

/** The same loopback call with any role: `customer` takes an admin's role back. */
export async function setRole(
  server: RunningServer,
  email: string,
  role: "admin" | "customer",
): Promise<void> {
  const control = JSON.parse(
    await readFile(join(server.dataDir, "admin-control.json"), "utf8"),
  ) as { port: number; token: string };
  const response = await fetch(`http://127.0.0.1:${control.port}/api/internal/admin/role`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-ingot-admin-token": control.token },
    body: JSON.stringify({ email, role }),
  });
  if (!response.ok) {
    throw new Error(
      `setting ${email}'s role to ${role} answered ${response.status}: ${await response.text()}`,
    );
  }
}
