import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc, eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, usingPostgres } from "../../test/helper";
import { type Database, MIGRATIONS_FOLDER } from "./client";
import { orderLines, orders } from "./schema/index";

/**
 * Issue #15's migration: every order stored while an order held one item becomes a one-line order,
 * with nothing lost. The database is migrated to 0006 (the last migration before lines), given
 * one-item orders, then migrated to the end; on PGlite, and on PostgreSQL with TEST_DATABASE=postgres.
 */

const BEFORE_LINES = "0006_api_keys";

/** A migrations folder holding the migrations up to and including `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "ingot-migrations-"));
  mkdirSync(join(folder, "meta"));
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  );
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  expect(readdirSync(folder).filter((f) => f.endsWith(".sql"))).toHaveLength(last + 1);
  return folder;
}

const ORDER = {
  provider: "test" as const,
  currency: "usd",
  paymentStatus: "paid" as const,
  taxAmountCents: 0,
  shippingCostCents: 0,
  customerName: "Ann Buyer",
  customerCompany: "Acme",
  customerEmail: "ann@example.com",
  deliveryMethod: "pickup" as const,
  rohsRequired: true,
};

const PLATE_ORDER = {
  ...ORDER,
  providerSessionId: "ts_plate",
  item: {
    material: "6061-t651",
    product_type: "Plate",
    shape: "Plate",
    dimensions: { length: 24, width: 12, height: 1 },
    quantity: 3,
  },
  material: "6061-T651 - Plate Plate",
  materialSpec: "AMS 4027",
  dimensions: { length_inches: 24, width_inches: 12, height_inches: 1 },
  quantity: 3,
  weightPerPieceLbs: 28.22,
  totalWeightLbs: 84.66,
  materialCostCents: 37_001,
  totalCents: 37_001,
  dfarsRequired: true,
};

const TUBE_ORDER = {
  ...ORDER,
  providerSessionId: "ts_tube",
  item: {
    material: "a513",
    product_type: "Tube",
    shape: "Round",
    dimensions: { length: 48, diameter: 2, wall: 0.125 },
    quantity: 5,
  },
  material: "A513 - Tube Round",
  dimensions: { length_inches: 48, width_inches: 2 },
  quantity: 5,
  weightPerPieceLbs: 10.5,
  totalWeightLbs: 52.5,
  materialCostCents: 12_345,
  totalCents: 12_345,
};

/** Inserts an order naming only its own columns (snake_case), as the schema of 0006 had them. */
async function insertAsOf0006(
  db: Database,
  order: Record<string, unknown>,
): Promise<{ id: string; providerSessionId: string }> {
  const entries = Object.entries(order);
  const columns = entries.map(([key]) =>
    sql.identifier(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
  );
  const values = entries.map(([, value]) =>
    typeof value === "object" && value !== null
      ? sql`${JSON.stringify(value)}::jsonb`
      : sql`${value}`,
  );
  type Row = { id: string; provider_session_id: string };
  // PGlite and node-postgres both answer `{ rows }`.
  const result = (await db.execute(
    sql`insert into orders (${sql.join(columns, sql`, `)}) values (${sql.join(values, sql`, `)}) returning id, provider_session_id`,
  )) as unknown as { rows: Row[] };
  const rows = result.rows;
  const row = rows[0];
  if (!row) throw new Error("insert returned nothing");
  return { id: row.id, providerSessionId: row.provider_session_id };
}

async function checkMigration(
  db: Database,
  migrate: (folder: string) => Promise<void>,
): Promise<void> {
  const early = migrationsUpTo(BEFORE_LINES);
  try {
    await migrate(early);
  } finally {
    rmSync(early, { recursive: true, force: true });
  }
  // Written as that schema had it: columns added after 0006 (0010's ship dates…) do not exist yet.
  const inserted = [];
  for (const order of [PLATE_ORDER, TUBE_ORDER]) inserted.push(await insertAsOf0006(db, order));
  await migrate(MIGRATIONS_FOLDER);

  const lines = await db.select().from(orderLines).orderBy(asc(orderLines.totalWeightLbs));
  expect(lines).toHaveLength(2);
  const plate = inserted.find((o) => o.providerSessionId === "ts_plate");
  const [plateLine] = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, plate?.id ?? ""));
  expect(plateLine).toMatchObject({
    position: 1,
    item: PLATE_ORDER.item,
    material: PLATE_ORDER.material,
    materialSpec: "AMS 4027",
    dimensions: PLATE_ORDER.dimensions,
    quantity: 3,
    lineTotalCents: 37_001,
    unitPriceCents: 12_334,
    weightPerPieceLbs: 28.22,
    totalWeightLbs: 84.66,
    dfarsRequired: true,
    rohsRequired: true,
    quoteLineKey: null,
  });
  const tube = inserted.find((o) => o.providerSessionId === "ts_tube");
  const [tubeLine] = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, tube?.id ?? ""));
  // A diameter is a diameter on the line, not a width, and the wall is kept.
  expect(tubeLine?.dimensions).toEqual({
    length_inches: 48,
    diameter_inches: 2,
    wall_inches: 0.125,
  });
  expect(tubeLine).toMatchObject({ quantity: 5, lineTotalCents: 12_345, unitPriceCents: 2_469 });
  // The orders themselves are untouched.
  const [plateOrder] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, plate?.id ?? ""));
  expect(plateOrder).toMatchObject({
    materialCostCents: 37_001,
    quantity: 3,
    material: PLATE_ORDER.material,
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe("migration 0007: one-item orders become one-line orders", () => {
  it(`on ${usingPostgres() ? "PostgreSQL" : "PGlite"}`, async () => {
    if (usingPostgres()) {
      const created = await createPostgresDatabase();
      const pool = new pg.Pool({ connectionString: created.url, max: 2 });
      cleanups.push(async () => {
        await pool.end();
        await created.drop();
      });
      const db = drizzlePg({ client: pool }) as unknown as Database;
      await checkMigration(db, (folder) =>
        migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder }),
      );
    } else {
      const client = new PGlite();
      cleanups.push(() => client.close());
      const db = drizzlePglite({ client }) as unknown as Database;
      await checkMigration(db, (folder) =>
        migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
      );
    }
  });
});
