import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

/**
 * Webhook secrets (issue #20, decision 024). An endpoint's signing secret is shown once, and must
 * stay readable to the server, which signs every delivery with it: a hash would not do. It is
 * stored encrypted (AES-256-GCM) under a key derived (HKDF-SHA256) from the server's auth secret,
 * so a copy of the database alone (a backup, a read replica) cannot forge deliveries. Changing
 * BETTER_AUTH_SECRET therefore makes the stored secrets unreadable: their deliveries fail until
 * the endpoint is registered again (decision 024).
 */

const FORMAT = "v1";

/** A new secret: `whsec_` and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** The encryption key of the webhook secrets, derived from the server's auth secret. */
export function webhookSecretKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "", "ingot webhook secrets v1", 32));
}

export function encryptWebhookSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [FORMAT, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** Throws when the stored value was not made with this key (the auth secret changed). */
export function decryptWebhookSecret(stored: string, key: Buffer): string {
  const [format, iv, ciphertext, tag] = stored.split(".");
  if (format !== FORMAT || !iv || !ciphertext || !tag) {
    throw new Error("The webhook secret is stored in an unknown format.");
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new Error(
      "The webhook secret cannot be read with this server's auth secret (was BETTER_AUTH_SECRET changed?).",
    );
  }
}

/**
 * The `Ingot-Signature` header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" with the endpoint's secret>`.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}
