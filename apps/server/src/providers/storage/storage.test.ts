import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/helper";
import { type S3StandIn, startS3StandIn } from "../../../test/s3";
import { tempFilesDir } from "../../../test/uploads";
import { createStorageProvider } from "./create-storage-provider";
import { newStorageKey, type StorageProvider } from "./storage-provider";

/**
 * One set of behaviour tests, run on both storages (decision 027): local disk, and S3 through the
 * real AWS SDK against a local S3-compatible server (test/s3.ts). Each storage is built the way
 * the server builds it, from the config (createStorageProvider).
 */

let s3: S3StandIn;
const disk = tempFilesDir();

beforeAll(async () => {
  s3 = await startS3StandIn();
});

afterAll(async () => {
  await s3?.close();
  disk.remove();
});

const streamed = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

const backends: { name: "local" | "s3"; make: () => StorageProvider }[] = [
  { name: "local", make: () => createStorageProvider(testConfig({ FILES_DIR: disk.dir })) },
  { name: "s3", make: () => createStorageProvider(testConfig(s3.env)) },
];

describe.each(backends)("$name storage", ({ name, make }) => {
  let storage: StorageProvider;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage?.close());

  it(`is the ${name} storage, and answers its start-up check`, async () => {
    expect(storage.name).toBe(name);
    await expect(storage.verify()).resolves.toBeUndefined();
  });

  it("gives back exactly the bytes stored, whole and as a stream", async () => {
    const key = newStorageKey("tax-exemption");
    // Every byte value, and more than one chunk of a stream (64 KiB), so nothing is re-encoded.
    const data = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(300_000),
    ]);
    await storage.put(key, data, "application/pdf");
    expect((await storage.get(key))?.equals(data)).toBe(true);
    const stream = await storage.stream(key);
    if (!stream) throw new Error("no stream for a stored key");
    expect((await streamed(stream)).equals(data)).toBe(true);
  });

  it("answers null for a key with nothing stored, whole or streamed", async () => {
    const key = newStorageKey("certificate");
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
  });

  it("replaces what a key held when it is stored again", async () => {
    const key = newStorageKey("certificate");
    await storage.put(key, Buffer.from("%PDF-first"), "application/pdf");
    await storage.put(key, Buffer.from("%PDF-second"), "application/pdf");
    expect((await storage.get(key))?.toString()).toBe("%PDF-second");
  });

  it("deletes a key, and deleting it again is no error", async () => {
    const key = newStorageKey("certificate");
    const kept = newStorageKey("certificate");
    await storage.put(key, Buffer.from("%PDF-gone"), "application/pdf");
    await storage.put(kept, Buffer.from("%PDF-kept"), "application/pdf");
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect((await storage.get(kept))?.toString()).toBe("%PDF-kept");
  });

  it("refuses any key that newStorageKey did not make, in every method", async () => {
    const bad = [
      "../outside",
      "tax-exemption/../../etc/passwd",
      "Tax-Exemption/0b9e4c1a-2f6d-4c8e-9a7b-1d2e3f405162",
      "tax-exemption/not-a-uuid",
      "/absolute/0b9e4c1a-2f6d-4c8e-9a7b-1d2e3f405162",
      "",
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.stream(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe("where each storage keeps the bytes", () => {
  it("local disk: a file under FILES_DIR named by the key", async () => {
    const storage = createStorageProvider(testConfig({ FILES_DIR: disk.dir }));
    const key = newStorageKey("certificate");
    await storage.put(key, Buffer.from("%PDF-on-disk"), "application/pdf");
    expect(existsSync(join(disk.dir, key))).toBe(true);
  });

  it("S3: an object in the bucket under the key, with its content type, and nothing on disk", async () => {
    const files = tempFilesDir();
    const storage = createStorageProvider(testConfig({ ...s3.env, FILES_DIR: files.dir }));
    try {
      const key = newStorageKey("tax-exemption");
      await storage.put(key, Buffer.from("\x89PNG-in-s3"), "image/png");
      expect(await s3.keys()).toContain(key);
      const client = new S3Client({
        endpoint: s3.endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: {
          accessKeyId: s3.env.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY ?? "",
        },
      });
      const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      client.destroy();
      expect(head).toMatchObject({ ContentType: "image/png", ContentLength: 11 });
      expect(existsSync(join(files.dir, key))).toBe(false);
    } finally {
      storage.close();
      files.remove();
    }
  });
});

describe("the S3 start-up check", () => {
  const refusal = async (env: Record<string, string>) => {
    const storage = createStorageProvider(testConfig({ ...s3.env, ...env }));
    try {
      await storage.verify();
      return "accepted";
    } catch (error) {
      return (error as Error).message;
    } finally {
      storage.close();
    }
  };

  it("refuses a bucket that does not exist, naming it and the endpoint", async () => {
    expect(await refusal({ S3_BUCKET: "no-such-bucket" })).toBe(
      `File storage: S3 bucket "no-such-bucket" at ${s3.endpoint} cannot be used: the bucket does not exist (create it, or correct S3_BUCKET).`,
    );
  });

  it("refuses keys the server does not accept, pointing at the credentials", async () => {
    expect(await refusal({ S3_ACCESS_KEY_ID: "UNKNOWN-KEY" })).toBe(
      `File storage: S3 bucket "ingot-files" at ${s3.endpoint} cannot be used: access was refused (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key's rights on the bucket).`,
    );
  });

  it("refuses an endpoint where nothing answers", async () => {
    // Port 9 (discard) on loopback: nothing listens there on a test machine.
    const message = await refusal({ S3_ENDPOINT: "http://127.0.0.1:9" });
    expect(message).toMatch(
      /^File storage: S3 bucket "ingot-files" at http:\/\/127\.0\.0\.1:9 cannot be used: .*ECONNREFUSED.* \(check S3_ENDPOINT\)\.$/,
    );
  });
});
