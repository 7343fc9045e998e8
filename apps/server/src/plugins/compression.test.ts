import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helper";
import type { App } from "../app";
import { idempotencyKeys } from "../db/schema/index";

/** Replies of 1 kB or more go out as brotli or gzip when the client takes it (compression.ts). */

const FILLER = "steel ".repeat(400);
let app: App;
let runs = 0;

beforeAll(async () => {
  app = await createTestApp({
    setup: (a) => {
      // A large reply from a route that remembers its replies (Idempotency-Key).
      a.post(
        "/v2/test/large",
        { config: { public: true, idempotent: true } },
        async (_r, reply) => {
          runs++;
          return reply.code(201).send({ status: "success", data: { run: runs, filler: FILLER } });
        },
      );
    },
  });
});
afterAll(async () => {
  await app?.close();
});

describe("compressed replies", () => {
  it("sends GET /v2/materials as brotli or gzip, with Vary, and the same JSON", async () => {
    const plain = await app.inject({ method: "GET", url: "/v2/materials" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({
      method: "GET",
      url: "/v2/materials",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await app.inject({
      method: "GET",
      url: "/v2/materials",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves a small reply alone", async () => {
    const me = await app.inject({
      method: "GET",
      url: "/v2/me",
      headers: { "accept-encoding": "br" },
    });
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers["content-encoding"]).toBeUndefined();
  });

  it("stores the plain body for an Idempotency-Key and replays it compressed", async () => {
    const send = () =>
      app.inject({
        method: "POST",
        url: "/v2/test/large",
        headers: { "accept-encoding": "br", "idempotency-key": "compress-1" },
        payload: { any: "body" },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(again.headers["content-encoding"]).toBe("br");
    const body = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
    expect(body).toEqual({ status: "success", data: { run: 1, filler: FILLER } });
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString())).toEqual(body);
    expect(runs).toBe(1);

    const [stored] = await app.db
      .select({ body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "compress-1"));
    expect(JSON.parse(stored?.body ?? "")).toEqual(body);
  });
});
