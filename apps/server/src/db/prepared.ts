import { PGlite } from "@electric-sql/pglite";
import { is, Param, Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * A statement whose SQL text is made once and run many times (docs/decisions/031, write path).
 *
 * Drizzle builds a query's text afresh on every call, walking every column and value through its
 * type checks: under 50 concurrent quick quotes that was a third of the server's CPU. A hot write
 * is therefore written once with Drizzle's builders and `sql.placeholder`s for every value; each
 * call only fills the values in (through each column's own encoder, e.g. jsonb's JSON.stringify)
 * and sends the same text. On PostgreSQL it is also a named statement, parsed and planned once per
 * pooled connection. The builders stay the one description of the SQL; only their output is kept.
 *
 * For a statement that runs alone (not inside a transaction): it takes the pool (or PGlite) itself.
 */
export interface PreparedStatement<Row> {
  run(db: Database, values: Readonly<Record<string, unknown>>): Promise<Row[]>;
}

/** The text once, and how to turn a call's values into the statement's parameters. */
interface Compiled {
  text: string;
  fill: (values: Readonly<Record<string, unknown>>) => unknown[];
}

// The app's Drizzle instances take no casing option, so a bare dialect writes the same SQL.
const dialect = new PgDialect();

function compile(query: SQL): Compiled {
  const built = dialect.sqlToQuery(query);
  const fillers = built.params.map(
    (param): ((values: Readonly<Record<string, unknown>>) => unknown) => {
      if (is(param, Placeholder)) return (values) => placeholderValue(values, param.name);
      if (is(param, Param) && is(param.value, Placeholder)) {
        const { encoder } = param;
        const { name } = param.value;
        // As Drizzle's own inserts do: null stays NULL (jsonb's encoder would write JSON null).
        return (values) => {
          const value = placeholderValue(values, name);
          return value === null ? null : encoder.mapToDriverValue(value);
        };
      }
      // A constant of the builder's, already in the driver's form.
      return () => param;
    },
  );
  return { text: built.sql, fill: (values) => fillers.map((fill) => fill(values)) };
}

function placeholderValue(values: Readonly<Record<string, unknown>>, name: string): unknown {
  const value = values[name];
  // Drizzle would write `default` for an undefined value; a prepared text cannot, so it refuses.
  if (value === undefined) throw new Error(`prepared statement: no value for "${name}"`);
  return value;
}

type Client = PGlite | { query: (config: object) => Promise<{ rows: unknown[] }> };

/**
 * `build` makes the statement with `db`'s builders on its first run; `name` (unique per text) names
 * it on PostgreSQL.
 */
export function prepareStatement<Row>(
  name: string,
  build: (db: Database) => SQL,
): PreparedStatement<Row> {
  let compiled: Compiled | undefined;
  return {
    async run(db, values) {
      compiled ??= compile(build(db));
      const params = compiled.fill(values);
      const client = (db as unknown as { $client: Client }).$client;
      const result =
        client instanceof PGlite
          ? await client.query(compiled.text, params)
          : await client.query({ name, text: compiled.text, values: params });
      return result.rows as Row[];
    },
  };
}

const statementsByName = new Map<string, PreparedStatement<unknown>>();

/**
 * The statement `name`, made by `build` the first time it is asked for: for a write that has one
 * statement per shape (a row count, with or without its live event), named after the shape.
 */
export function statementNamed<Row>(
  name: string,
  build: (db: Database) => SQL,
): PreparedStatement<Row> {
  let statement = statementsByName.get(name) as PreparedStatement<Row> | undefined;
  if (!statement) {
    statement = prepareStatement<Row>(name, build);
    statementsByName.set(name, statement as PreparedStatement<unknown>);
  }
  return statement;
}

/** `row` with every value a placeholder named `<key><suffix>`, for a builder's `.values()`. */
export function placeholdersFor<T extends object>(
  row: T,
  suffix: string,
): { [K in keyof T]: Placeholder } {
  return Object.fromEntries(
    Object.keys(row).map((key) => [key, sql.placeholder(`${key}${suffix}`)]),
  ) as { [K in keyof T]: Placeholder };
}

/** Adds `row`'s values to `values` under the names `placeholdersFor(row, suffix)` gave them. */
export function bindValues(values: Record<string, unknown>, row: object, suffix: string): void {
  for (const [key, value] of Object.entries(row)) values[`${key}${suffix}`] = value;
}
