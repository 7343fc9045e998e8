import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordHashing } from "../src/modules/auth/auth";

/**
 * Password hashing for in-process test apps (createTestApp): scrypt as Better Auth does it (a
 * random 16-byte salt, a 64-byte key, stored as `salt:key` in hex), at a sixteenth of its work
 * factor (N = 2^10 for the library's 2^14). The suite signs up and signs in a few hundred times a
 * run, and at the library's cost each took about 180 ms of a slow two-core host, 13% of the
 * server suite; this is the test-only lower cost Rails' has_secure_password uses. Production,
 * and every server a test starts as a process (e2e, crash, load), keep Better Auth's own hashing:
 * nothing in src/ passes this.
 */
const PARAMS: ScryptOptions = { N: 1 << 10, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, PARAMS, (error, key) =>
      error ? fail(error) : done(key),
    );
  });
}

export const fastPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await derive(password, salt);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};
