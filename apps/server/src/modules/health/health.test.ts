import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testConfig, usingPostgres } from "../../../test/helper";
import type { App } from "../../app";
import { buildApp } from "../../app";
import type { Database } from "../../db/client";

describe("GET /healthz", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers ok with the database kind", async () => {
    const res = await app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "success",
      data: { ok: true, database: usingPostgres() ? "postgres" : "pglite" },
    });
  });

  it("answers 503 in the envelope when the database does not answer", async () => {
    const broken = {
      execute: () => Promise.reject(new Error("connection refused")),
    } as unknown as Database;
    const down = await buildApp({ config: testConfig(), db: { db: broken, kind: "postgres" } });
    const res = await down.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "error", message: "The database is not reachable." });
    expect(res.body).not.toContain("connection refused");
    await down.close();
  });
});
