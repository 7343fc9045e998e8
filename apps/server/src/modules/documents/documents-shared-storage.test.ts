import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../test/accounts";
import { createSecondInstance, createTestApp, usingPostgres } from "../../../test/helper";
import { type S3StandIn, startS3StandIn } from "../../../test/s3";
import { FILES, multipartFile, tempFilesDir } from "../../../test/uploads";
import type { App } from "../../app";

/**
 * Issue #20, files with several instances (decision 027), through the API: with S3_BUCKET set an
 * upload is an object in the bucket (a local S3 server reached through the real AWS SDK) and
 * downloads from it; on PostgreSQL a second instance of the app, with a files folder of its own,
 * downloads what the first stored, and without S3 it cannot (the problem this storage solves).
 */

let s3: S3StandIn;
const certificate = Buffer.concat([FILES.pdf, Buffer.from(`% ${"s".repeat(90_000)}\n`)]);

beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
});

const upload = async (app: App, cookie: string) => {
  const body = multipartFile("Resale certificate.pdf", "application/pdf", certificate);
  const res = await app.inject({
    method: "POST",
    url: "/v2/documents/tax-exemption",
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; download_url: string };
};
const download = (app: App, cookie: string, url: string) =>
  app.inject({ method: "GET", url, headers: { cookie } });

describe("documents on S3 storage", () => {
  let app: App;
  const files = tempFilesDir();
  beforeAll(async () => {
    app = await createTestApp({ env: { ...s3.env, FILES_DIR: files.dir } });
  });
  afterAll(async () => {
    await app?.close();
    files.remove();
  });

  it("stores an upload as an object in the bucket and streams it back to its owner", async () => {
    expect(app.providers.storage.name).toBe("s3");
    const owner = await signUp(app, { email: "s3-owner@example.com" });
    const before = await s3.keys();
    const document = await upload(app, owner.cookie);
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toEqual([expect.stringMatching(/^tax-exemption\/[0-9a-f-]{36}$/)]);

    const res = await download(app, owner.cookie, document.download_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-length"]).toBe(String(certificate.length));
    expect(res.rawPayload.equals(certificate)).toBe(true);

    const stranger = await signUp(app, { email: "s3-stranger@example.com" });
    expect((await download(app, stranger.cookie, document.download_url)).statusCode).toBe(404);
  });

  it("answers 404 when the object is gone from the bucket, as for a missing file on disk", async () => {
    const owner = await signUp(app, { email: "s3-gone@example.com" });
    const before = await s3.keys();
    const document = await upload(app, owner.cookie);
    const [key] = (await s3.keys()).filter((k) => !before.includes(k));
    if (!key) throw new Error("no object stored");
    await app.providers.storage.delete(key);
    expect((await download(app, owner.cookie, document.download_url)).statusCode).toBe(404);
  });
});

// Registered only in the PostgreSQL run (TEST_DATABASE=postgres), so no run reports a skipped test.
if (usingPostgres()) {
  describe("two instances of the app on one PostgreSQL, each with its own files folder", () => {
    const folders = [tempFilesDir(), tempFilesDir()];
    afterAll(() => {
      for (const folder of folders) folder.remove();
    });

    async function pair(env: (folder: string) => Record<string, string>) {
      const [a, b] = folders.map((f) => f.dir) as [string, string];
      const one = await createTestApp({ env: env(a) });
      const { app: two } = await createSecondInstance(one, env(b));
      await two.ready();
      return { one, two };
    }

    it("with S3: a file uploaded through one downloads through the other", async () => {
      const { one, two } = await pair((dir) => ({ ...s3.env, FILES_DIR: dir }));
      try {
        const owner = await signUp(one, { email: "shared-s3@example.com" });
        const document = await upload(one, owner.cookie);
        const res = await download(two, owner.cookie, document.download_url);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(certificate)).toBe(true);
      } finally {
        await two.close();
        await one.close();
      }
    });

    it("on local disk: the other instance does not have the file (why S3 is needed)", async () => {
      const { one, two } = await pair((dir) => ({ FILES_DIR: dir }));
      try {
        const owner = await signUp(one, { email: "split-disk@example.com" });
        const document = await upload(one, owner.cookie);
        expect((await download(one, owner.cookie, document.download_url)).statusCode).toBe(200);
        expect((await download(two, owner.cookie, document.download_url)).statusCode).toBe(404);
      } finally {
        await two.close();
        await one.close();
      }
    });
  });
}
