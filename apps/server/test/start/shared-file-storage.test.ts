import { spawnServer } from "@ingot/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3StandIn, startS3StandIn } from "../s3";

/**
 * Issue #20, files with several instances (decision 027): the real server chooses its file storage
 * at start-up, and a storage it cannot use stops the start with a message that names what to fix,
 * instead of failing at a customer's first upload.
 */
describe("starting with S3 file storage", () => {
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it("refuses S3_BUCKET without an endpoint or credentials, naming each", async () => {
    const started = spawnServer({
      env: { DATABASE_URL: "memory://", S3_BUCKET: "ingot-files" },
      startTimeoutMs: 100_000,
    });
    await expect(started).rejects.toThrow(
      /exited before it was healthy \(code 1\)[\s\S]*S3_ENDPOINT: is required when S3_BUCKET is set[\s\S]*S3_ACCESS_KEY_ID: is required when S3_BUCKET is set[\s\S]*S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set/,
    );
  }, 150_000);

  it("refuses a bucket that does not exist, naming it and the endpoint", async () => {
    const started = spawnServer({
      env: { DATABASE_URL: "memory://", ...s3.env, S3_BUCKET: "missing-bucket" },
      startTimeoutMs: 100_000,
    });
    const message = `File storage: S3 bucket "missing-bucket" at ${s3.endpoint} cannot be used: the bucket does not exist (create it, or correct S3_BUCKET).`;
    // The fatal log line is JSON, where the quotes are escaped.
    await expect(started).rejects.toThrow(JSON.stringify(message).slice(1, -1));
  }, 150_000);

  it("starts on a bucket it can use and says where files go", async () => {
    const server = await spawnServer({
      env: { DATABASE_URL: "memory://", ...s3.env, LOG_LEVEL: "info" },
      startTimeoutMs: 100_000,
    });
    try {
      expect(server.output()).toContain('"msg":"file storage ready"');
      expect(server.output()).toContain(`"bucket":"${s3.bucket}"`);
    } finally {
      await server.stop();
    }
  }, 150_000);
});
