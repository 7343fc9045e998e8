import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const AUTH_SECRET_FILE = "auth-secret";

/**
 * The signing secret of a server started without BETTER_AUTH_SECRET on a data folder (an embedded
 * install's `npm install && npm start`, `npm run dev`, a staging box): made once at random and
 * kept beside the database in DATA_DIR, readable by the owner only, so sessions survive restarts and
 * no known secret ever signs cookies or tokens. A production server on PostgreSQL (possibly several
 * instances) must be given BETTER_AUTH_SECRET instead.
 */
export function readOrCreateAuthSecret(dataDir: string): string {
  const file = join(dataDir, AUTH_SECRET_FILE);
  if (existsSync(file)) {
    const saved = readFileSync(file, "utf8").trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
