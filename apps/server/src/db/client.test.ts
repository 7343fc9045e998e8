import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase, createTestDatabase, usingPostgres } from "../../test/helper";
import { openDatabase } from "./client";
import { DataDirLockedError, LOCK_FILE_NAME } from "./data-dir-lock";
import { mailingList, rfqItems, rfqRequests } from "./schema/index";

describe("openDatabase", () => {
  it("migrates, seeds, and supports nested reads and transactions on either driver", async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const [request] = await db
        .insert(rfqRequests)
        .values({ name: "Ann", email: "ann@example.com", company: "Acme" })
        .returning();
      if (!request) throw new Error("no row");
      expect(request.status).toBe("submitted");
      await db.insert(rfqItems).values([
        {
          rfqRequestId: request.id,
          material: "p20",
          quantity: 2,
          dimensions: { length: 24, width: 4 },
        },
        { rfqRequestId: request.id, material: "7075", quantity: 1, position: 1 },
      ]);
      const found = await db.query.rfqRequests.findFirst({ with: { items: true } });
      expect(found?.items).toHaveLength(2);
      expect(found?.items.find((i) => i.material === "p20")?.dimensions).toEqual({
        length: 24,
        width: 4,
      });

      // All or nothing: a failing line rolls back its request.
      await expect(
        db.transaction(async (tx) => {
          const [r] = await tx
            .insert(rfqRequests)
            .values({ name: "Bob", email: "bob@example.com", company: "B" })
            .returning();
          await tx
            .insert(rfqItems)
            .values({ rfqRequestId: r?.id ?? "", material: "p20", quantity: 0 });
        }),
      ).rejects.toThrow();
      expect(await db.select().from(rfqRequests)).toHaveLength(1);

      // Check constraints hold on both drivers.
      await expect(
        db
          .insert(rfqRequests)
          .values({ name: "C", email: "c@x.co", company: "C", status: "bogus" as never }),
      ).rejects.toThrow();
    } finally {
      await database.destroy();
    }
  });
});

describe("embedded PGlite in DATA_DIR", () => {
  it("keeps data across restarts, holds the lock while open and releases it on close", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ingot-data-"));
    try {
      const first = await openDatabase({ databaseUrl: undefined, dataDir });
      expect(first.kind).toBe("pglite");
      expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      await first.db.insert(mailingList).values({ email: "kept@example.com" });
      await first.close();
      expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

      const second = await openDatabase({ databaseUrl: undefined, dataDir });
      const rows = await second.db.select().from(mailingList);
      expect(rows.map((r) => r.email)).toEqual(["kept@example.com"]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two cold starts of PGlite from disk: seconds each, more on a busy machine.
  }, 120_000);
});

if (usingPostgres()) {
  describe("a PostgreSQL pool whose idle connection the database ends", () => {
    it("tells onConnectionLost, keeps the process up and answers the next query", async () => {
      const created = await createPostgresDatabase();
      const lost: Error[] = [];
      const opened = await openDatabase(
        { databaseUrl: created.url, dataDir: "" },
        { onConnectionLost: (error) => lost.push(error) },
      );
      try {
        const pool = (opened.db as unknown as { $client: pg.Pool }).$client;
        await pool.query("select 1");
        expect(pool.idleCount).toBeGreaterThan(0);
        const admin = new pg.Client({ connectionString: created.url });
        await admin.connect();
        try {
          await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
          );
        } finally {
          await admin.end();
        }
        // Without the pool's error listener this error event would end the process.
        await expect.poll(() => lost.length, { timeout: 5_000, interval: 20 }).toBeGreaterThan(0);
        expect(lost[0]?.message).toContain("terminating connection");
        const { rows } = await pool.query<{ n: number }>("select 2 as n");
        expect(rows[0]?.n).toBe(2);
      } finally {
        await opened.close();
        await created.drop();
      }
    });
  });
}
