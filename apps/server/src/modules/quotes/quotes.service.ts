import { createQuoteRequestSchema, type DimensionKey, type QuoteRequest } from "@ingot/domain";
import { sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { bindValues, placeholdersFor } from "../../db/prepared";
import { rfqs } from "../../db/schema/index";
import { quoteLineSpecColumns } from "../../lib/quote-line-columns";
import { newRfqAlert } from "../email/rfq-alerts";
import type { EventBus } from "../events/event-bus";
import { type MaterialsCatalog, storedMaterialsCheck } from "../materials/materials-catalog";
import { outboxRow } from "../outbox/outbox.service";
import { type AlertParts, storeWithAlert } from "./stored-with-alert";

export interface SingleQuoteSubmission {
  submission_id: string;
  /** Number of lines stored (one `rfqs` row each). */
  items: number;
  rfq_ids: string[];
  status: "submitted";
  created_at: string;
}

export interface Submitter {
  /** The signed-in user's id, from the session (never from the body); null when signed out. */
  userId: string | null;
  /** The signed-in user's company (issue #16): its members share the request. Null: personal. */
  companyId?: string | null;
}

export interface QuotesDeps {
  db: Database;
  /** Told of every stored request, after the commit (the admin dashboard, modules/events). */
  events: Pick<EventBus, "publish" | "notificationOf">;
  /** The materials as stored, through the instance's cached copy (`app.materials`). */
  materials: MaterialsCatalog;
  /** Who gets the "new RFQ" alert (decisions §8). */
  salesEmail: string;
}

const checkAgainstStoredMaterials = storedMaterialsCheck(createQuoteRequestSchema);

/** The deps the RFQ services (quick quotes here, multi-line requests) take from the app. */
export function rfqDepsOf(
  app: Pick<FastifyInstance, "db" | "events" | "materials" | "config">,
): QuotesDeps {
  return {
    db: app.db,
    events: app.events,
    materials: app.materials,
    salesEmail: app.config.email.salesEmail,
  };
}

/**
 * The statement of a quick quote's rows and its sales alert (stored-with-alert.ts): Drizzle building
 * it afresh was a third of a quick quote's CPU under load (docs/decisions/031).
 */
function singleQuoteStatement(rows: readonly (PgInsertValue<typeof rfqs> & object)[]) {
  return (db: Database, { alert, notify }: AlertParts) => {
    const stored = db
      .insert(rfqs)
      .values(rows.map((one, index) => placeholdersFor(one, `_${index}`)))
      .returning({ createdAt: rfqs.createdAt });
    // getSQL(): a builder put straight into sql`` gets parentheses, which WITH does not take.
    return sql`with stored as (${stored.getSQL()}), alert as (${alert})
        select floor(extract(epoch from min(created_at)) * 1000)::float8 as created_ms,
          count(*)::integer as n${notify} from stored`;
  };
}

export function createQuotesService(deps: QuotesDeps) {
  return {
    /**
     * Stores a landing-page / wizard request (decisions §5): one `rfqs` row per item, all sharing
     * one submission id, written with the sales alert in one statement (all rows and the alert, or
     * nothing), status `submitted`.
     * The referral answer is kept only for signed-out visitors, who are the only ones asked.
     */
    async submitSingle(input: QuoteRequest, submitter: Submitter): Promise<SingleQuoteSubmission> {
      const request = await checkAgainstStoredMaterials(deps.materials, input);
      const submissionId = crypto.randomUUID();
      const signedOut = submitter.userId === null;
      const referralSource = signedOut ? (request.referral_source ?? null) : null;
      const referralOther =
        signedOut && referralSource === "other" ? (request.other_source ?? null) : null;

      const rows = request.items.map((item) => {
        const dimensions = Object.fromEntries(
          Object.entries(item.dimensions).filter(
            (entry): entry is [DimensionKey, number] => typeof entry[1] === "number",
          ),
        );
        return {
          // Made here, so the reply lists the rows in the order they were sent.
          id: crypto.randomUUID(),
          submissionId,
          userId: submitter.userId,
          companyId: submitter.companyId ?? null,
          name: request.name,
          company: request.company,
          email: request.email,
          phone: request.phone ?? null,
          ...quoteLineSpecColumns(item),
          quantity: item.quantity,
          dimensions,
          description: item.description ?? null,
          dfars: item.dfars,
          rohs: request.rohs,
          notes: request.notes ?? null,
          referralSource,
          referralOther,
          status: "submitted" as const,
        };
      });
      const alert = newRfqAlert(
        deps.salesEmail,
        { submission_id: submissionId, items: rows.length },
        request,
      );
      // One statement, so one round trip and atomic without begin/commit (decision 031): the rows
      // and their alert in the outbox are stored together or not at all. All rows of one statement
      // share its now(); the reply's created_at is that instant in milliseconds, as a Date has it.
      const event = {
        type: "request.created" as const,
        id: submissionId,
        data: { kind: "single", company: request.company, items: rows.length },
      };
      const values: Record<string, unknown> = {};
      rows.forEach((one, index) => {
        bindValues(values, one, `_${index}`);
      });
      const createdMs = await storeWithAlert(deps, {
        shape: `ingot_quick_quote_${rows.length}`,
        values,
        alertRow: outboxRow(alert),
        event,
        rows: rows.length,
        what: "the quote rows",
        build: singleQuoteStatement(rows),
      });
      const submission: SingleQuoteSubmission = {
        submission_id: submissionId,
        items: rows.length,
        rfq_ids: rows.map((one) => one.id),
        status: "submitted",
        created_at: new Date(createdMs).toISOString(),
      };
      return submission;
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
