import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/helper";
import { bindValues, placeholdersFor, prepareStatement } from "./prepared";
import { emailOutbox, rfqs } from "./schema/index";

/** Prepared statements (db/prepared.ts), on PGlite and (TEST_DATABASE=postgres) PostgreSQL. */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

const outboxRow = (subject: string, html: string | null) => ({
  to: "sales@example.com",
  subject,
  text: "text",
  html,
  kind: "prepared-test",
  dedupeKey: null,
  nextAttemptAt: new Date("2026-11-26T12:00:00.000Z"),
});

const insertOutbox = prepareStatement<{ id: string }>("ingot_test_prepared_outbox", (db) =>
  db
    .insert(emailOutbox)
    .values(placeholdersFor(outboxRow("", null), ""))
    .returning({ id: emailOutbox.id })
    .getSQL(),
);

describe("prepareStatement", () => {
  it("stores each call's values through the columns' encoders, the same text every time", async () => {
    for (const subject of ["first", "second"]) {
      const values: Record<string, unknown> = {};
      bindValues(values, outboxRow(subject, subject === "first" ? null : "<p>hi</p>"), "");
      const [row] = await insertOutbox.run(database.db, values);
      const [stored] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, row?.id ?? ""));
      expect(stored?.subject).toBe(subject);
      expect(stored?.html).toBe(subject === "first" ? null : "<p>hi</p>");
      // The timestamp went through the column's encoder, as in a Drizzle insert.
      expect(stored?.nextAttemptAt.toISOString()).toBe("2026-11-26T12:00:00.000Z");
    }
  });

  it("keeps null as SQL NULL in a jsonb column, and refuses a missing value", async () => {
    // A placeholder encoded as a jsonb column: JSON.stringify(null) would store JSON null.
    const statement = prepareStatement<{ is_null: boolean }>(
      "ingot_test_prepared_jsonb",
      () =>
        sql`select (${sql.param(sql.placeholder("value"), rfqs.dimensions)}::jsonb) is null as is_null`,
    );
    expect((await statement.run(database.db, { value: null }))[0]?.is_null).toBe(true);
    expect((await statement.run(database.db, { value: { length: 1 } }))[0]?.is_null).toBe(false);
    const jsonbInsert = prepareStatement<{ dims_null: boolean }>(
      "ingot_test_prepared_dims",
      (db) =>
        sql`with stored as (${db
          .insert(rfqs)
          .values(
            placeholdersFor(
              {
                submissionId: "",
                name: "",
                company: "",
                email: "",
                material: "",
                quantity: 1,
                dimensions: {},
                status: "submitted",
              },
              "",
            ),
          )
          .returning({ dimensions: rfqs.dimensions })
          .getSQL()}) select (dimensions is null) as dims_null from stored`,
    );
    const values = {
      submissionId: crypto.randomUUID(),
      name: "N",
      company: "C",
      email: "n@example.com",
      material: "6061-t651",
      quantity: 1,
      dimensions: { length: 2 },
      status: "submitted",
    };
    expect((await jsonbInsert.run(database.db, values))[0]?.dims_null).toBe(false);
    await expect(
      jsonbInsert.run(database.db, { ...values, dimensions: undefined }),
    ).rejects.toThrow('prepared statement: no value for "dimensions"');
  });
});
