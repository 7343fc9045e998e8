import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../../config/env";
import { assertStorageKey, type StorageProvider } from "./storage-provider";

/**
 * Files in an S3-compatible bucket through the official AWS SDK (decision 027): every instance
 * reads what any of them stored. Keys are the same `<kind>/<uuid>` as on disk, used as object keys
 * as they are (no user-given name ever reaches S3). Objects are private: the bucket needs no public
 * access, downloads go through the server's access checks (GET /v2/documents/{id}/download).
 */
export function createS3Storage(settings: S3Settings): StorageProvider {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The SDK's default adds CRC32 checksum headers (and chunked trailers) that several
    // S3-compatible servers refuse; checksums only where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A storage that stopped answering fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });

  /** Whether S3 answered that the object is not there (GetObject's NoSuchKey, a HEAD's 404). */
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" ||
      error.name === "NotFound" ||
      error.$metadata.httpStatusCode === 404);

  async function getObject(key: string) {
    assertStorageKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    name: "s3",
    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async stream(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      // In Node the body is the HTTP response (a Readable); anything else is wrapped as one.
      const body = object.Body as unknown;
      return body instanceof Readable
        ? body
        : Readable.from(Buffer.from(await object.Body.transformToByteArray()));
    },
    async delete(key) {
      assertStorageKey(key);
      // S3 answers 204 whether or not the object existed.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new Error(s3StartupMessage(settings, error));
      }
    },
    close() {
      client.destroy();
    },
  };
}

/** Why the start-up check failed, naming the bucket, the endpoint and the settings to look at. */
export function s3StartupMessage(settings: S3Settings, error: unknown): string {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const reason =
    status === 404
      ? "the bucket does not exist (create it, or correct S3_BUCKET)"
      : status === 403 || status === 401
        ? "access was refused (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key's rights on the bucket)"
        : `${error instanceof Error ? `${error.name}: ${error.message}` : String(error)} (check S3_ENDPOINT${settings.forcePathStyle ? "" : ", and S3_FORCE_PATH_STYLE=true for most S3-compatible servers"})`;
  return `File storage: S3 bucket "${settings.bucket}" at ${settings.endpoint} cannot be used: ${reason}.`;
}
