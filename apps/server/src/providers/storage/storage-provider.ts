import { randomUUID } from "node:crypto";

/**
 * File storage (decisions §9): certificates, tax-exemption certificates and other order documents.
 * Local disk under FILES_DIR is the default; an S3-compatible implementation can be added behind the
 * same interface. Keys are always made by `newStorageKey()`, never from a name a user sent.
 */
export interface StorageProvider {
  readonly name: "local" | "s3";
  /** Stores the bytes under `key` (a key made by `newStorageKey`). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

/** What a storage key looks like: `<prefix>/<uuid>`, lower-case letters, digits and hyphens. */
export const STORAGE_KEY_PATTERN =
  /^[a-z0-9-]{1,40}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh random key in a folder named after the kind of file, e.g. `tax-exemption/<uuid>`. */
export function newStorageKey(prefix: string): string {
  const folder =
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .slice(0, 40) || "files";
  return `${folder}/${randomUUID()}`;
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key))
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
