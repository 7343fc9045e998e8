import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";

/**
 * Deletes row `id` of `table` if `ownerId` owns it (the storage side of `ownedResourceRoutes`'
 * DELETE): true when a row went, false for anyone else's row or an unknown id.
 */
export async function deleteOwnedRow(
  db: Database,
  table: PgTable,
  columns: { id: PgColumn; owner: PgColumn },
  id: string,
  ownerId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(and(eq(columns.id, id), eq(columns.owner, ownerId)))
    .returning({ id: columns.id });
  return deleted.length > 0;
}
