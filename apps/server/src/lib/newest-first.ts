import { desc } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The order of every "newest first" list: by creation time, then by id for rows created in the
 * same instant, so the order (and so a page boundary) is the same on every read.
 */
export const newestFirst = (t: { createdAt: AnyPgColumn; id: AnyPgColumn }) =>
  [desc(t.createdAt), desc(t.id)] as const;
