import {
  canAnswerQuote,
  canBuyQuote,
  canRequote,
  formatQuoteNumber,
  isQuotePriceLapsed,
  isUuid,
  type QuoteHistory,
  type QuoteHistoryEntry,
  type QuoteHistoryQuery,
  type QuoteKind,
} from "@ingot/domain";
import { count, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rfqItems, rfqRequests, rfqs } from "../../db/schema/index";
import { type Owner, ownedBy } from "../../lib/authorize";
import type { Clock } from "../../lib/clock";
import { boughtQuoteLineKeys } from "../checkout/quote-line-claims";
import { multiLineEntry, quickQuoteEntry, requotedFrom } from "./quote-history.mappers";

/**
 * Quote history (decisions §5): a customer's quick quotes (rfqs grouped by submission id) and
 * multi-line requests (rfq_requests with rfq_items), newest first. Whose rows: lib/authorize.ts
 * (their user id, plus rows submitted signed out under their email once that email is verified;
 * otherwise anyone could sign up with a buyer's address and read their quotes).
 */

interface Key {
  kind: QuoteKind;
  id: string;
  createdAt: Date;
  status: string;
  lines: number;
}

export interface QuoteHistoryDeps {
  db: Database;
  /** "Now" for `requotable` (`app.clock`); the system time when not given. */
  clock?: Clock;
}

export function createQuoteHistoryService({ db, clock }: QuoteHistoryDeps) {
  /** Which rows of a quote table: `owner`'s by the rule, or a company's (issue #16). */
  type Scope = (table: typeof rfqRequests | typeof rfqs) => SQL;

  async function keysOf(scope: Scope): Promise<Key[]> {
    const multi = await db
      .select({
        id: rfqRequests.id,
        createdAt: rfqRequests.createdAt,
        status: rfqRequests.status,
        lines: count(rfqItems.id),
      })
      .from(rfqRequests)
      .leftJoin(rfqItems, eq(rfqItems.rfqRequestId, rfqRequests.id))
      .where(scope(rfqRequests))
      .groupBy(rfqRequests.id);
    const singleRows = await db
      .select({
        submissionId: rfqs.submissionId,
        createdAt: rfqs.createdAt,
        status: rfqs.status,
        id: rfqs.id,
      })
      .from(rfqs)
      .where(scope(rfqs));
    const singles = new Map<string, Key>();
    const firstRow = new Map<string, { createdAt: Date; id: string }>();
    for (const row of singleRows) {
      const key = singles.get(row.submissionId);
      const first = firstRow.get(row.submissionId);
      const isFirst =
        !first ||
        row.createdAt < first.createdAt ||
        (row.createdAt.getTime() === first.createdAt.getTime() && row.id < first.id);
      if (isFirst) firstRow.set(row.submissionId, { createdAt: row.createdAt, id: row.id });
      if (!key) {
        singles.set(row.submissionId, {
          kind: "single",
          id: row.submissionId,
          createdAt: row.createdAt,
          status: row.status,
          lines: 1,
        });
      } else {
        key.lines++;
        if (isFirst) {
          key.createdAt = row.createdAt;
          key.status = row.status;
        }
      }
    }
    return [
      ...multi.map((row) => ({ kind: "multi-line" as const, ...row })),
      ...singles.values(),
    ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }

  /** Marks the lines a paid (or on-account) order has bought (issue #15), by their quote line keys. */
  async function markBought(
    entries: Map<string, QuoteHistoryEntry>,
  ): Promise<Map<string, QuoteHistoryEntry>> {
    const keyOf = (entry: QuoteHistoryEntry, lineId: string) =>
      `${entry.kind === "multi-line" ? "multi-line" : "single"}:${lineId}`;
    const keys = [...entries.values()].flatMap((e) => e.items.map((l) => keyOf(e, l.id)));
    if (keys.length === 0) return entries;
    const bought = await boughtQuoteLineKeys(db, keys);
    for (const entry of entries.values()) {
      for (const line of entry.items) line.bought = bought.has(keyOf(entry, line.id));
    }
    return entries;
  }

  /** Entries by id, and which earlier request each requotes (issue #22). */
  type Loaded = { entries: Map<string, QuoteHistoryEntry>; requoteOf: Map<string, string> };

  async function buildMultiLine(ids: string[]): Promise<Loaded> {
    if (ids.length === 0) return { entries: new Map(), requoteOf: new Map() };
    const requests = await db.select().from(rfqRequests).where(inArray(rfqRequests.id, ids));
    const items = await db.select().from(rfqItems).where(inArray(rfqItems.rfqRequestId, ids));
    const entries = new Map(
      requests.map((request) => [
        request.id,
        multiLineEntry(
          request,
          items.filter((item) => item.rfqRequestId === request.id),
        ),
      ]),
    );
    const requoteOf = new Map(
      requests.flatMap((r) => (r.requoteOf ? [[r.id, r.requoteOf] as const] : [])),
    );
    return { entries, requoteOf };
  }

  async function buildQuick(submissionIds: string[]): Promise<Loaded> {
    if (submissionIds.length === 0) return { entries: new Map(), requoteOf: new Map() };
    const rows = await db.select().from(rfqs).where(inArray(rfqs.submissionId, submissionIds));
    const groups = new Map<string, (typeof rows)[number][]>();
    for (const row of rows)
      groups.set(row.submissionId, [...(groups.get(row.submissionId) ?? []), row]);
    const entries = new Map([...groups].map(([id, group]) => [id, quickQuoteEntry(group)]));
    const requoteOf = new Map(
      rows.flatMap((r) => (r.requoteOf ? [[r.submissionId, r.requoteOf] as const] : [])),
    );
    return { entries, requoteOf };
  }

  /**
   * A requote names the request it replaces with that request's prices (`requote_of`), and a
   * requoted request names its successor (`requoted_as`); a requote is of the same kind.
   */
  async function linkRequotes(
    kind: QuoteKind,
    { entries, requoteOf }: Loaded,
  ): Promise<Map<string, QuoteHistoryEntry>> {
    if (entries.size === 0) return entries;
    const build = kind === "multi-line" ? buildMultiLine : buildQuick;
    const olds = (await build([...new Set(requoteOf.values())])).entries;
    for (const [id, oldId] of requoteOf) {
      const entry = entries.get(id);
      const old = olds.get(oldId);
      if (entry && old) entry.requote_of = requotedFrom(old);
    }
    const ids = [...entries.keys()];
    const successors =
      kind === "multi-line"
        ? await db
            .select({ id: rfqRequests.id, of: rfqRequests.requoteOf })
            .from(rfqRequests)
            .where(inArray(rfqRequests.requoteOf, ids))
        : await db
            .selectDistinct({ id: rfqs.submissionId, of: rfqs.requoteOf })
            .from(rfqs)
            .where(inArray(rfqs.requoteOf, ids));
    for (const successor of successors) {
      const entry = successor.of ? entries.get(successor.of) : undefined;
      if (entry) {
        entry.requoted_as = {
          id: successor.id,
          request_number: formatQuoteNumber(kind, successor.id),
        };
      }
    }
    const now = clock?.now() ?? new Date();
    for (const entry of entries.values()) {
      // What the owner may do now, on the server's clock: the browser's may be wrong (or set).
      entry.expired = isQuotePriceLapsed(entry.status, entry.valid_until, now);
      entry.answerable = canAnswerQuote(entry.status, entry.valid_until, now);
      entry.buyable = canBuyQuote(entry.status, entry.valid_until, now);
      entry.requotable = canRequote(
        entry.status,
        entry.valid_until,
        now,
        entry.requoted_as !== null,
      );
    }
    return entries;
  }

  async function loadMultiLine(ids: string[]): Promise<Map<string, QuoteHistoryEntry>> {
    return markBought(await linkRequotes("multi-line", await buildMultiLine(ids)));
  }

  async function loadQuick(submissionIds: string[]): Promise<Map<string, QuoteHistoryEntry>> {
    return markBought(await linkRequotes("single", await buildQuick(submissionIds)));
  }

  return {
    /**
     * `owner`'s quote history; with `scope`, the rows it names instead (a company's history, issue
     * #16), with `owner`'s email in the summary.
     */
    async list(owner: Owner, query: QuoteHistoryQuery, scope?: Scope): Promise<QuoteHistory> {
      const keys = await keysOf(scope ?? ((table) => ownedBy(owner, table)));
      const summary = {
        quick_quotes: keys.filter((k) => k.kind === "single").length,
        multi_line: keys.filter((k) => k.kind === "multi-line").length,
        total_items: keys.reduce((sum, k) => sum + k.lines, 0),
        email: owner.email,
        email_verified: owner.emailVerified,
      };
      const matching = keys.filter(
        (k) =>
          (query.type === "all" || k.kind === query.type) &&
          (query.status === undefined || k.status === query.status),
      );
      const start = (query.page - 1) * query.limit;
      const page = matching.slice(start, start + query.limit);
      const [multi, quick] = await Promise.all([
        loadMultiLine(page.filter((k) => k.kind === "multi-line").map((k) => k.id)),
        loadQuick(page.filter((k) => k.kind === "single").map((k) => k.id)),
      ]);
      const quotes = page.flatMap((k) => {
        const entry = (k.kind === "multi-line" ? multi : quick).get(k.id);
        return entry ? [entry] : [];
      });
      return {
        quotes,
        pagination: {
          page: query.page,
          limit: query.limit,
          total: matching.length,
          total_pages: Math.ceil(matching.length / query.limit),
        },
        summary,
      };
    },

    /**
     * One request by id: a multi-line request, or a quick quote by its submission id (or the id of
     * one of its rows). Undefined when there is none.
     */
    async get(id: string): Promise<QuoteHistoryEntry | undefined> {
      if (!isUuid(id)) return undefined;
      const multi = (await loadMultiLine([id])).get(id);
      if (multi) return multi;
      const quick = (await loadQuick([id])).get(id);
      if (quick) return quick;
      const [row] = await db
        .select({ submissionId: rfqs.submissionId })
        .from(rfqs)
        .where(eq(rfqs.id, id));
      return row ? (await loadQuick([row.submissionId])).get(row.submissionId) : undefined;
    },
  };
}

export type QuoteHistoryService = ReturnType<typeof createQuoteHistoryService>;
