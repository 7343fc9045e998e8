import { requiredEmail } from "@ingot/domain";
import { type Config, ConfigError, loadConfig } from "../config/env";
import { openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/data-dir-lock";
import { setRoleByEmail } from "../modules/accounts/accounts.service";
import { ADMIN_CONTROL_PATH, ADMIN_TOKEN_HEADER, readAdminControl } from "./admin-control";

/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`.
 *
 * - PostgreSQL (DATABASE_URL): updates the profile directly; a running server sees it on the next
 *   request.
 * - Embedded database, no server running: opens the data folder (taking its lock), updates, closes.
 * - Embedded database held by a running server: never opens the folder (two PGlite instances on one
 *   folder corrupt it); asks the server over loopback with the token it wrote into DATA_DIR.
 */

export interface CliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = [
  "Usage: npm run admin -- <grant|revoke> EMAIL",
  "  grant EMAIL   make the account with this email an admin",
  "  revoke EMAIL  make it a customer again",
  "The account must exist (sign up first). ADMIN_EMAILS grants admin once the address is verified.",
].join("\n");

export async function runAdminCli(argv: string[], io: CliIo): Promise<number> {
  const [command, rawEmail, ...extra] = argv;
  if ((command !== "grant" && command !== "revoke") || rawEmail === undefined || extra.length) {
    io.err(USAGE);
    return 2;
  }
  const email = requiredEmail().safeParse(rawEmail);
  if (!email.success) {
    io.err(`Not an email address: ${rawEmail}\n${USAGE}`);
    return 2;
  }
  const role = command === "grant" ? "admin" : "customer";

  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  if (config.databaseUrl === "memory://") {
    io.err("DATABASE_URL=memory:// is a throwaway database; there is no account to change.");
    return 1;
  }

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(config, { seed: false, maxConnections: 1 });
  } catch (error) {
    if (error instanceof DataDirLockedError) return viaRunningServer(config, email.data, role, io);
    throw error;
  }
  try {
    const found = await setRoleByEmail(opened.db, email.data, role);
    if (!found) return notFound(email.data, io);
    io.out(`${email.data} is now ${role === "admin" ? "an admin" : "a customer"}.`);
    return 0;
  } finally {
    await opened.close();
  }
}

function notFound(email: string, io: CliIo): number {
  io.err(
    `No account with the email ${email}. Ask them to sign up first, or add the email to ADMIN_EMAILS so the account becomes admin once its address is verified.`,
  );
  return 1;
}

async function viaRunningServer(
  config: Config,
  email: string,
  role: "admin" | "customer",
  io: CliIo,
): Promise<number> {
  const control = readAdminControl(config.dataDir);
  const refuse = (why: string) => {
    io.err(
      `The data folder ${config.dataDir} is in use by a running server and ${why}. ` +
        "Stop the server and run this again, or run the server with ADMIN_EMAILS including this " +
        "email, or use PostgreSQL (DATABASE_URL=postgres://...).",
    );
    return 1;
  };
  if (!control) return refuse("it left no admin control file (admin-control.json)");
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${control.port}${ADMIN_CONTROL_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", [ADMIN_TOKEN_HEADER]: control.token },
      body: JSON.stringify({ email, role }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return refuse(`it does not answer on 127.0.0.1:${control.port}`);
  }
  if (response.status === 404) return notFound(email, io);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return refuse(`it refused the change (${response.status} ${body.message ?? ""})`.trim());
  }
  io.out(
    `${email} is now ${role === "admin" ? "an admin" : "a customer"} (through the running server, pid ${control.pid}).`,
  );
  return 0;
}
