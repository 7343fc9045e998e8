import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import type { Sent } from "./load-client";
import { markerPrefix } from "./submissions";

/**
 * What the database holds after a load or crash run, read with SQL and compared with what each
 * client was told. Both checks answer a list of problems (empty = sound), so a failing test says
 * exactly which submission or which rows are wrong.
 */

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface StoredQuoteRow {
  marker: string;
  id: string;
  submission_id: string;
}
interface StoredRequestRow {
  marker: string;
  id: string;
  lines: number;
}
interface StoredOrderRow {
  marker: string;
  id: string;
  payment_status: string;
}

function groupByMarker<T extends { marker: string }>(rows: T[]): Map<string, T[]> {
  const byMarker = new Map<string, T[]>();
  for (const row of rows) byMarker.set(row.marker, [...(byMarker.get(row.marker) ?? []), row]);
  return byMarker;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** A quick quote leaves `lines` rfqs rows under one submission id, or (not acknowledged) none. */
function checkQuote(sent: Sent, rows: StoredQuoteRow[]): string | undefined {
  const { marker, lines } = sent.submission;
  const submissions = new Set(rows.map((row) => row.submission_id));
  const complete = rows.length === lines && submissions.size === 1;
  const { outcome } = sent;
  if (outcome.state === "acknowledged") {
    if (!complete || !submissions.has(outcome.id)) {
      return `${marker}: acknowledged as ${outcome.id} but stored ${rows.length} of ${lines} rows under ${[...submissions].join(", ") || "nothing"}`;
    }
    if (
      !sameSet(
        outcome.rowIds,
        rows.map((row) => row.id),
      )
    ) {
      return `${marker}: the stored row ids differ from the acknowledged ones`;
    }
    return undefined;
  }
  if (outcome.state === "refused" && rows.length > 0) {
    return `${marker}: refused with ${outcome.status} yet ${rows.length} rows were stored`;
  }
  if (rows.length > 0 && !complete)
    return `${marker}: half stored (${rows.length} of ${lines} rows)`;
  return undefined;
}

/** A multi-line RFQ leaves one rfq_requests row with all its lines, or (not acknowledged) none. */
function checkRequest(sent: Sent, rows: StoredRequestRow[]): string | undefined {
  const { marker, lines } = sent.submission;
  const { outcome } = sent;
  const stored = rows[0];
  if (rows.length > 1) return `${marker}: stored ${rows.length} times`;
  if (outcome.state === "acknowledged") {
    if (!stored || stored.id !== outcome.id) {
      return `${marker}: acknowledged as ${outcome.id} but stored as ${stored?.id ?? "nothing"}`;
    }
  } else if (outcome.state === "refused" && stored) {
    return `${marker}: refused with ${outcome.status} yet stored as ${stored.id}`;
  }
  if (stored && stored.lines !== lines) {
    return `${marker}: request ${stored.id} has ${stored.lines} of its ${lines} lines`;
  }
  return undefined;
}

/** An acknowledged checkout leaves one order; an acknowledged payment leaves it paid. */
function checkOrder(sent: Sent, rows: StoredOrderRow[]): string | undefined {
  const { marker } = sent.submission;
  const { outcome, payment } = sent;
  const stored = rows[0];
  if (rows.length > 1) return `${marker}: stored ${rows.length} times`;
  if (outcome.state === "acknowledged" && stored?.id !== outcome.id) {
    return `${marker}: acknowledged as order ${outcome.id} but stored as ${stored?.id ?? "nothing"}`;
  }
  if (outcome.state === "refused" && stored) {
    return `${marker}: refused with ${outcome.status} yet stored as ${stored.id}`;
  }
  if (payment?.state === "acknowledged" && stored?.payment_status !== "paid") {
    return `${marker}: payment acknowledged but order ${stored?.id} is ${stored?.payment_status}`;
  }
  return undefined;
}

export interface StoredReport {
  problems: string[];
  /** Submissions whose client got no answer but whose rows were committed (allowed, reported). */
  storedWithoutAnswer: number;
}

/**
 * Every acknowledged submission of the run is stored exactly once and whole; a refused one left
 * nothing; an unanswered one left all of its rows or none. Rows of the run that nobody sent are
 * problems too.
 */
export async function checkStored(
  db: Database,
  runId: string,
  sent: readonly Sent[],
): Promise<StoredReport> {
  const like = `${markerPrefix(runId)}%`;
  const quotes = groupByMarker(
    await rowsOf<StoredQuoteRow>(
      db,
      sql`select notes as marker, id, submission_id from rfqs where notes like ${like}`,
    ),
  );
  const requests = groupByMarker(
    await rowsOf<StoredRequestRow>(
      db,
      sql`select r.notes as marker, r.id,
            (select count(*)::int from rfq_items i where i.rfq_request_id = r.id) as lines
          from rfq_requests r where r.notes like ${like}`,
    ),
  );
  const orders = groupByMarker(
    await rowsOf<StoredOrderRow>(
      db,
      sql`select notes as marker, id, payment_status from orders where notes like ${like}`,
    ),
  );

  const problems: string[] = [];
  let storedWithoutAnswer = 0;
  const sentMarkers = new Set<string>();
  for (const one of sent) {
    const { kind, marker } = one.submission;
    sentMarkers.add(marker);
    const table = kind === "quote" ? quotes : kind === "rfq" ? requests : orders;
    const rows = table.get(marker) ?? [];
    const problem =
      kind === "quote"
        ? checkQuote(one, rows as StoredQuoteRow[])
        : kind === "rfq"
          ? checkRequest(one, rows as StoredRequestRow[])
          : checkOrder(one, rows as StoredOrderRow[]);
    if (problem) problems.push(problem);
    if (one.outcome.state === "unanswered" && rows.length > 0) storedWithoutAnswer++;
  }
  for (const marker of [...quotes.keys(), ...requests.keys(), ...orders.keys()]) {
    if (!sentMarkers.has(marker)) problems.push(`${marker}: stored but never sent`);
  }
  return { problems, storedWithoutAnswer };
}

/**
 * The whole database's writes that must never be seen half done, as SQL: each query answers the
 * offending ids. Every one of them is written in one transaction by the server; a crash may lose
 * a transaction, never split one.
 */
export const HALF_WRITTEN_CHECKS: Record<string, SQL> = {
  "multi-line request with no lines": sql`
    select r.id from rfq_requests r
    where not exists (select 1 from rfq_items i where i.rfq_request_id = r.id)`,
  "multi-line request without its sales alert": sql`
    select r.id from rfq_requests r
    where not exists (select 1 from email_outbox e where e.dedupe_key = 'rfq-alert:' || r.id)`,
  "quick quote without its sales alert": sql`
    select distinct q.submission_id as id from rfqs q
    where not exists (
      select 1 from email_outbox e where e.dedupe_key = 'new-rfq-alert:' || q.submission_id)`,
  "order with no item": sql`
    select o.id from orders o
    where jsonb_typeof(o.item) is distinct from 'object'
       or not (o.item ? 'material') or o.quantity < 1
       or (o.item ->> 'quantity')::int is distinct from o.quantity`,
  "order whose total is not its parts": sql`
    select o.id from orders o
    where o.total_cents <> o.material_cost_cents + o.tax_amount_cents + o.shipping_cost_cents`,
  "paid order with no amount": sql`
    select o.id from orders o
    where o.payment_status = 'paid' and (o.total_cents <= 0 or o.paid_at is null)`,
  "paid order without its confirmation and alert emails": sql`
    select o.id from orders o
    where o.payment_status = 'paid' and (
      not exists (select 1 from email_outbox e where e.dedupe_key = 'order-confirmation:' || o.id)
      or not exists (select 1 from email_outbox e where e.dedupe_key = 'order-alert:' || o.id))`,
};

/** Runs every half-written check; answers "<check>: <ids>" for each one that finds rows. */
export async function findHalfWritten(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, query] of Object.entries(HALF_WRITTEN_CHECKS)) {
    const rows = await rowsOf<{ id: string }>(db, query);
    if (rows.length > 0) {
      problems.push(
        `${name}: ${rows.length} (${rows
          .slice(0, 5)
          .map((row) => row.id)
          .join(", ")})`,
      );
    }
  }
  return problems;
}
