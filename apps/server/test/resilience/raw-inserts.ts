import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { runWithConcurrency, type Sent } from "./load-client";
import { figuresOf, interleave, type LoadPlan, type LoadRun } from "./load-run";
import { newRunId, type Submission } from "./submissions";

/**
 * The ceiling of `npm run bench`'s load part: the same inserts as the two endpoints (same tables,
 * same rows, same transaction shape: the materials read, then one transaction with the request's
 * rows and its sales alert in the outbox), sent straight through the driver at the same
 * concurrency. The gap to the server's figures is what HTTP, validation, sessions, rate limits and
 * the ORM cost.
 */

type Row = Record<string, unknown>;
type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: Row[] }>;

export interface RawDriver {
  name: string;
  query: RawQuery;
  transaction<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** node-postgres with its own pool (one connection per concurrent client by default). */
export function pgDriver(url: string, poolSize: number): RawDriver {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  return {
    name: `pg (pool ${poolSize})`,
    query: (text, params) => pool.query(text, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work((text, params) => client.query(text, params));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite's own client: one connection, transactions taken in turn (as the server's are). */
export function pgliteDriver(client: PGlite): RawDriver {
  return {
    name: "PGlite",
    query: (text, params) => client.query<Row>(text, params),
    transaction: (work) =>
      client.transaction((tx) => work((text, params) => tx.query(text, params))),
    close: async () => {},
  };
}

interface Item {
  material: string;
  product_type: string;
  shape: string;
  dimensions: Record<string, number>;
  quantity: number;
  material_spec?: string;
  description?: string;
  dfars?: boolean;
}

const itemsOf = (submission: Submission) => submission.body.items as Item[];

/** `$1, $2, …` placeholders for `rows` rows of `width` values, and the values flattened. */
function valuesList(rows: unknown[][]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const groups = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(", ")})`);
  return { sql: groups.join(", "), params };
}

/** The services' first read: the requested materials as stored. */
function readMaterials(driver: RawDriver, submission: Submission) {
  const codes = [...new Set(itemsOf(submission).map((item) => item.material))];
  return driver.query(
    "select code, is_available, minimum_order_quantity from materials where code = any($1)",
    [codes],
  );
}

const alertInsert =
  "insert into email_outbox (to_address, subject, text, html, kind, dedupe_key) " +
  "values ($1, $2, $3, null, $4, $5) on conflict (dedupe_key) do nothing returning id";

/** POST /v2/quotes/single's writes: one rfqs row per item, then the new-RFQ alert. */
async function insertQuote(driver: RawDriver, submission: Submission): Promise<string> {
  await readMaterials(driver, submission);
  const body = submission.body;
  const submissionId = randomUUID();
  const { sql, params } = valuesList(
    itemsOf(submission).map((item) => [
      submissionId,
      null,
      body.name,
      body.company,
      body.email,
      body.phone ?? null,
      item.material,
      item.material_spec ?? null,
      item.product_type,
      item.shape,
      item.quantity,
      item.dimensions.length ?? null,
      item.dimensions.width ?? null,
      item.dimensions.height ?? null,
      JSON.stringify(item.dimensions),
      item.description ?? null,
      item.dfars ?? true,
      body.rohs ?? false,
      body.notes ?? null,
      body.referral_source ?? null,
      null,
      "submitted",
    ]),
  );
  await driver.transaction(async (query) => {
    await query(
      "insert into rfqs (submission_id, user_id, name, company, email, phone, material, " +
        "material_spec, product_type, shape, quantity, length, width, height, dimensions, " +
        "description, dfars, rohs, notes, referral_source, referral_other, status) " +
        `values ${sql} returning id, created_at`,
      params,
    );
    await query(alertInsert, [
      "sales@ingotmetals.com",
      `New RFQ from ${body.company}`,
      `New quote request ${submissionId}\n\n${body.notes}`,
      "new-rfq-alert",
      `new-rfq-alert:${submissionId}`,
    ]);
  });
  return submissionId;
}

/** POST /v2/quotes/multi-line's writes: the request, its lines, then the RFQ alert. */
async function insertRequest(
  driver: RawDriver,
  submission: Submission,
  userId: string,
): Promise<string> {
  await readMaterials(driver, submission);
  const body = submission.body;
  const items = itemsOf(submission);
  return driver.transaction(async (query) => {
    const { rows } = await query(
      "insert into rfq_requests (user_id, name, email, phone, company, notes, dfars, rohs, status) " +
        "values ($1, $2, $3, $4, $5, $6, $7, $8, 'submitted') returning *",
      [
        userId,
        body.name,
        body.email,
        body.phone ?? null,
        body.company,
        body.notes ?? null,
        items.some((item) => item.dfars ?? true),
        body.rohs ?? false,
      ],
    );
    const requestId = String(rows[0]?.id);
    const { sql, params } = valuesList(
      items.map((item, position) => [
        requestId,
        position,
        item.material,
        item.material_spec ?? null,
        item.product_type,
        item.shape,
        item.dimensions.length ?? null,
        item.dimensions.width ?? null,
        item.dimensions.height ?? null,
        JSON.stringify(item.dimensions),
        item.quantity,
        item.description ?? null,
        item.dfars ?? true,
      ]),
    );
    await query(
      "insert into rfq_items (rfq_request_id, position, material, material_spec, product_type, " +
        "shape, length, width, height, dimensions, quantity, description, dfars) " +
        `values ${sql} returning *`,
      params,
    );
    await query(alertInsert, [
      "sales@ingotmetals.com",
      `new RFQ from ${body.company}`,
      `New multi-line RFQ (${items.length} lines)\n\n${body.notes}`,
      "rfq-alert",
      `rfq-alert:${requestId}`,
    ]);
    return requestId;
  });
}

/** The account the raw RFQs belong to (rfq_requests.user_id references it, as the server's do). */
async function createBuyer(driver: RawDriver, runId: string): Promise<string> {
  const id = `raw-${runId}`;
  await driver.query(`insert into "user" (id, name, email) values ($1, 'Load Tester', $2)`, [
    id,
    `${runId}-raw-buyer@load.example`,
  ]);
  return id;
}

/** The plan's submissions written through the driver at the plan's concurrency, timed each. */
export async function runRawLoad(driver: RawDriver, plan: LoadPlan): Promise<LoadRun> {
  const runId = newRunId();
  const userId = await createBuyer(driver, runId);
  const submissions = interleave(runId, plan);
  const started = performance.now();
  const sent = await runWithConcurrency(
    submissions,
    plan.concurrency,
    async (submission): Promise<Sent> => {
      const begun = performance.now();
      try {
        const id =
          submission.kind === "quote"
            ? await insertQuote(driver, submission)
            : await insertRequest(driver, submission, userId);
        return {
          submission,
          outcome: { state: "acknowledged", id, rowIds: [] },
          ms: performance.now() - begun,
        };
      } catch (error) {
        return {
          submission,
          outcome: { state: "unanswered", error: (error as Error).message },
          ms: performance.now() - begun,
        };
      }
    },
  );
  const elapsedS = (performance.now() - started) / 1000;
  return {
    runId,
    plan,
    sent,
    elapsed_s: Math.round(elapsedS * 100) / 100,
    byKind: figuresOf(sent, elapsedS),
  };
}
