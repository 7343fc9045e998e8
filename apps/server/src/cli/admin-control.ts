import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * How `npm run admin` reaches a running server without opening its locked data folder (docs/
 * decisions/004): at start the server writes `admin-control.json` (pid, port, a random token) into
 * DATA_DIR, readable by the same OS user only (0600), and serves POST /api/internal/admin/role to
 * loopback clients that present the token. The file goes away when the server stops.
 */

export const ADMIN_CONTROL_FILE = "admin-control.json";
export const ADMIN_TOKEN_HEADER = "x-ingot-admin-token";
export const ADMIN_CONTROL_PATH = "/api/internal/admin/role";

export interface AdminControl {
  pid: number;
  port: number;
  token: string;
}

export function createAdminToken(): string {
  return randomBytes(32).toString("base64url");
}

export function writeAdminControl(dataDir: string, control: AdminControl): void {
  const path = join(dataDir, ADMIN_CONTROL_FILE);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(control)}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, path);
}

export function readAdminControl(dataDir: string): AdminControl | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, ADMIN_CONTROL_FILE), "utf8")) as unknown;
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      "pid" in parsed &&
      "port" in parsed &&
      "token" in parsed &&
      typeof parsed.pid === "number" &&
      typeof parsed.port === "number" &&
      typeof parsed.token === "string"
    ) {
      return { pid: parsed.pid, port: parsed.port, token: parsed.token };
    }
  } catch {
    // missing or unreadable
  }
  return undefined;
}

/** Removes the file if it is still ours (a newer server may have replaced it). */
export function removeAdminControl(dataDir: string, token: string): void {
  if (readAdminControl(dataDir)?.token !== token) return;
  rmSync(join(dataDir, ADMIN_CONTROL_FILE), { force: true });
}
