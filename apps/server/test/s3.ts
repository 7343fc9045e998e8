import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/**
 * A local S3-compatible server for the tests (decision 027): `s3rver` from npm, in this process, on
 * a free loopback port, keeping its objects in a temporary folder. The app reaches it through the
 * real AWS SDK, as it would reach AWS or MinIO: only the endpoint differs. s3rver knows one key pair,
 * S3RVER/S3RVER; it refuses an unknown access key id (403) but does not check v4 signatures.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point a server at this bucket. */
  env: Record<string, string>;
  /** The keys stored in the bucket, read over the S3 API. */
  keys: () => Promise<string[]>;
  close: () => Promise<void>;
}

export const S3_ACCESS_KEY_ID = "S3RVER";
export const S3_SECRET_ACCESS_KEY = "S3RVER";

export async function startS3StandIn(bucket = "ingot-files"): Promise<S3StandIn> {
  const directory = await mkdtemp(join(tmpdir(), "ingot-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  let endpoint: string;
  try {
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
  });
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
    },
    close: async () => {
      client.destroy();
      try {
        await server.close();
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
  };
}
