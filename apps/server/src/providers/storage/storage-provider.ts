import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

/**
 * File storage (decisions §9, decision 027): certificates, tax-exemption certificates and other
 * order documents. Two implementations behave the same (storage.test.ts runs one set of tests on
 * both): local disk under FILES_DIR, the embedded default, for one instance (local-disk-storage.ts);
 * S3-compatible object storage that every instance shares, when S3_BUCKET is set (s3-storage.ts).
 * create-storage-provider.ts chooses at start-up. Keys are always made by `newStorageKey()`, never
 * from a name a user sent, and every method refuses any other key.
 */
export interface StorageProvider {
  readonly name: "local" | "s3";
  /** Stores the bytes under `key` (a key made by `newStorageKey`), replacing what was there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes under `key` as a stream (downloads), or null when nothing is stored there. */
  stream(key: string): Promise<Readable | null>;
  /** Removes `key`; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Start-up check that the storage answers (S3: the bucket exists and the keys open it). */
  verify(): Promise<void>;
  /** Releases connections; the provider is not used afterwards. */
  close(): void;
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
