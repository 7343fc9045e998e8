import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bindValues, placeholdersFor, statementNamed } from "../../db/prepared";
import { type AppEvent, bindNotification, type EventBus, notifyColumn } from "../events/event-bus";
import { outboxInsert, type outboxRow } from "../outbox/outbox.service";

/**
 * What a request's rows and its sales alert are written with (quick quotes and multi-line RFQs):
 * one statement (a data-modifying CTE), written once per shape and run as a prepared statement
 * (db/prepared.ts), so one round trip instead of begin, the inserts and commit (docs/decisions/031),
 * and all or nothing like the transaction it replaces. On PostgreSQL the statement also sends the
 * admin dashboard's event (`notifyColumn`), delivered with the commit; elsewhere it is published
 * after the commit.
 */

/** The parts of the statement that are the same for every request: the alert and the event. */
export interface AlertParts {
  /** The alert's insert into the outbox, for a `with ... alert as (...)`. */
  alert: SQL;
  /** Ends the select list: `, pg_notify(...)` when the statement sends the event, else nothing. */
  notify: SQL;
}

export interface WriteWithAlert {
  /** Names the statement, one per shape (e.g. `ingot_quick_quote_3`); `_notify` is added to it. */
  shape: string;
  /** The rows' values, bound under the names of `build`'s placeholders. */
  values: Record<string, unknown>;
  alertRow: ReturnType<typeof outboxRow>;
  /** The admin dashboard's event for the request. */
  event: AppEvent;
  /** How many rows the statement must answer it stored (its `n`). */
  rows: number;
  /** What is stored, for the error when the statement answers otherwise. */
  what: string;
  /**
   * Writes the statement with `db`'s builders around `parts`; it answers one row, the stored rows'
   * created_at in milliseconds as `created_ms` and their count as `n`.
   */
  build: (db: Database, parts: AlertParts) => SQL;
}

/** Stores the rows and their alert, announces the event, and answers the rows' created_at (ms). */
export async function storeWithAlert(
  deps: { db: Database; events: Pick<EventBus, "publish" | "notificationOf"> },
  write: WriteWithAlert,
): Promise<number> {
  const notification = deps.events.notificationOf?.(write.event);
  const values = { ...write.values };
  bindValues(values, write.alertRow, "_alert");
  if (notification) bindNotification(values, notification);
  const notifies = notification !== undefined;
  const statement = statementNamed<{ created_ms: number | null; n: number }>(
    `${write.shape}${notifies ? "_notify" : ""}`,
    (db) =>
      write.build(db, {
        // getSQL(): a builder put straight into sql`` gets parentheses, which WITH does not take.
        alert: outboxInsert(db, placeholdersFor(write.alertRow, "_alert")).getSQL(),
        notify: notifies ? sql`, ${notifyColumn()}` : sql``,
      }),
  );
  const [row] = await statement.run(deps.db, values);
  if (!row || row.created_ms === null || row.n !== write.rows) {
    throw new Error(`inserting ${write.what} returned nothing`);
  }
  // After the commit, where the statement did not announce it: the admin dashboard shows it live
  // (modules/events).
  if (!notification) await deps.events.publish(write.event);
  return row.created_ms;
}
