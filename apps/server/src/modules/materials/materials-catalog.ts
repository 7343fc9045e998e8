import { DEFAULT_PRICE_BREAKS, type MaterialPricing } from "@ingot/domain";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { materials } from "../../db/schema/index";
import { type CachedValue, createCachedValue } from "./cached-value";

export type MaterialRow = typeof materials.$inferSelect;

/**
 * How long an instance keeps its copy of the materials table without hearing of a change. Edits
 * reach every instance at once (invalidation, NOTIFY); this only bounds how long a missed
 * notification can leave a stale price (decision 014).
 */
export const MATERIALS_CACHE_TTL_MS = 30_000;

/** The broadcast topic an edit sends to every instance (modules/events, `broadcast`). */
export const MATERIALS_CHANGED = "materials.changed";

export interface MaterialsSnapshot {
  /** Every stored material, by category then name (the database's order). */
  readonly rows: readonly MaterialRow[];
  readonly byCode: ReadonlyMap<string, MaterialRow>;
}

/**
 * The materials table as every price reads it: the one path from the `materials` table to a price
 * (instant quote, quote submissions, multi-line RFQs, checkout, the public materials list). An
 * in-process copy, loaded once and shared, dropped when an edit commits here, when another instance
 * announces one, when the LISTEN connection was lost or came back, and after the TTL.
 */
export interface MaterialsCatalog {
  snapshot(): Promise<MaterialsSnapshot>;
  find(code: string): Promise<MaterialRow | undefined>;
  /** Drops this instance's copy; the next read loads the table again. */
  invalidate(): void;
  /**
   * After an edit has committed: drops this instance's copy before the edit's reply, then tells
   * the other instances (never throws; a lost announcement is bounded by the TTL).
   */
  changed(): Promise<void>;
  /** Whether a fresh copy is held now (tests, diagnostics). */
  readonly held: boolean;
}

export interface MaterialsCatalogOptions {
  ttlMs?: number;
  /** Tells the other instances that the table changed (the event bus's `broadcast`). */
  announce?: () => Promise<void>;
  now?: () => number;
}

function freezeSnapshot(rows: MaterialRow[]): MaterialsSnapshot {
  // Shared by every request: frozen, so no caller can change another's price.
  const frozen = Object.freeze(rows.map((row) => Object.freeze({ ...row })));
  return Object.freeze({ rows: frozen, byCode: new Map(frozen.map((row) => [row.code, row])) });
}

export function createMaterialsCatalog(
  db: Database,
  options: MaterialsCatalogOptions = {},
): MaterialsCatalog {
  const cache: CachedValue<MaterialsSnapshot> = createCachedValue(
    async () =>
      freezeSnapshot(
        await db.select().from(materials).orderBy(asc(materials.category), asc(materials.name)),
      ),
    {
      ttlMs: options.ttlMs ?? MATERIALS_CACHE_TTL_MS,
      ...(options.now ? { now: options.now } : {}),
    },
  );

  return {
    snapshot: () => cache.get(),
    async find(code) {
      return (await cache.get()).byCode.get(code);
    },
    invalidate: () => cache.invalidate(),
    async changed() {
      cache.invalidate();
      try {
        await options.announce?.();
      } catch {
        // The announcer is the event bus, which logs and never throws; the TTL is the backstop.
      }
    },
    get held() {
      return cache.held;
    },
  };
}

/** What a price needs of a stored material (issue #22: breaks and surcharge to follow from the db). */
export function materialPricing(row: MaterialRow): MaterialPricing {
  return {
    densityLbPerIn3: row.densityLbPerIn3,
    pricePerLbCents: row.pricePerLbCents,
    surchargePerLbCents: 0,
    priceBreaks: DEFAULT_PRICE_BREAKS,
  };
}
