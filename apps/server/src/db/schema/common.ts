import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  numeric,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Column builders the tables share, so each kind of column is written once. Each one builds
 * exactly the column it replaces: the generated SQL (and so the migrations) does not change.
 */

/** A moment: `timestamp with time zone`. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** A day at the facility (`date`), read as `YYYY-MM-DD`. */
export const localDate = (name: string) => date(name, { mode: "string" });

/** Text that is always set (`not null`): the commonest column, so its rule is written once. */
export const requiredText = (name: string) => text(name).notNull();

/** A yes/no that is always set, `initial` until changed. */
export const flag = (name: string, initial: boolean) => boolean(name).notNull().default(initial);

/** `created_at` / `updated_at` with time zone, defaulting to now. */
export const createdAt = () => timestampTz("created_at").notNull().defaultNow();
export const updatedAt = () =>
  timestampTz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `created_at` / `updated_at` of the Better Auth tables: the library writes `updated_at` itself. */
export const authTimestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestampTz("updated_at").notNull().defaultNow(),
});

/** Our own tables' key: a random UUID. */
export const uuidId = () => uuid("id").primaryKey().defaultRandom();
/** The key of the tables a library fills (Better Auth, the test checkout): text it generates. */
export const textId = () => text("id").primaryKey();

/** A required uuid reference to a parent row; the row is deleted with its parent. */
export const uuidChildOf = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: "cascade" });
/** A required text reference (Better Auth's ids) to a parent row, deleted with it. */
export const textChildOf = (name: string, parent: () => AnyPgColumn) =>
  text(name).notNull().references(parent, { onDelete: "cascade" });
/** The key of a row that extends its parent one to one (a user's profile, a company's terms): the
 * parent's id, and the row is deleted with it. */
export const textKeyOf = (name: string, parent: () => AnyPgColumn) =>
  text(name).primaryKey().references(parent, { onDelete: "cascade" });
/** An optional text reference (who did something): null once that row is deleted. */
export const textRefOrNull = (name: string, target: () => AnyPgColumn) =>
  text(name).references(target, { onDelete: "set null" });

/** A length in inches (3 decimals are entered; 4 kept), read back as a JS number. */
export const inches = (name: string) => numeric(name, { precision: 12, scale: 4, mode: "number" });

/** A weight in pounds to 2 decimals, read back as a JS number. */
export const pounds = (name: string, precision: number) =>
  numeric(name, { precision, scale: 2, mode: "number" });

/** Renders a list of string literals as an SQL `IN (...)` list for check constraints. */
export const sqlList = (values: readonly string[]) =>
  values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");

/** A check constraint: `column` holds one of `values` (a status list of the domain or a table). */
export const checkIn = (name: string, column: string, values: readonly string[]) =>
  check(name, sql.raw(`${column} in (${sqlList(values)})`));
