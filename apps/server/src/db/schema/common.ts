import { numeric, timestamp } from "drizzle-orm/pg-core";

/** `created_at` / `updated_at` with time zone, defaulting to now. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A length in inches (3 decimals are entered; 4 kept), read back as a JS number. */
export const inches = (name: string) => numeric(name, { precision: 12, scale: 4, mode: "number" });

/** Renders a list of string literals as an SQL `IN (...)` list for check constraints. */
export const sqlList = (values: readonly string[]) =>
  values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
