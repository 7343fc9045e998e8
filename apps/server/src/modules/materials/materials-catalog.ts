import {
  type ItemSpecSchemaOptions,
  type MaterialPricing,
  MESSAGES,
  type PriceBreak,
  surchargeInForce,
  toFieldErrors,
} from "@ingot/domain";
import { asc } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { materialSurcharges, materials, type StoredPriceBreak } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { type CachedValue, createCachedValue } from "./cached-value";

export type MaterialRow = typeof materials.$inferSelect;
export type SurchargeRow = typeof materialSurcharges.$inferSelect;

/** A material as the catalog holds it: its row and its whole surcharge history (issue #22). */
export type CatalogMaterial = MaterialRow & { readonly surcharges: readonly SurchargeRow[] };

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
  readonly rows: readonly CatalogMaterial[];
  readonly byCode: ReadonlyMap<string, CatalogMaterial>;
}

/** The rules a request is checked against, as stored: availability and minimum quantities. */
export function storedMaterialRules({ byCode }: MaterialsSnapshot): ItemSpecSchemaOptions {
  return {
    isAvailable: (code) => byCode.get(code)?.isAvailable === true,
    minimumOrderQuantity: (code) => byCode.get(code)?.minimumOrderQuantity,
  };
}

/**
 * `build` (a schema checked against the stored rules) made once per snapshot of the table rather
 * than once per request: zod compiles a schema on its first use, and building one per quick quote
 * was ~8% of the request (decision 031). A new snapshot (an edit, the TTL) builds a new one.
 */
export function perSnapshot<T extends object>(
  build: (rules: ItemSpecSchemaOptions) => T,
): (snapshot: MaterialsSnapshot) => T {
  const built = new WeakMap<MaterialsSnapshot, T>();
  return (snapshot) => {
    let value = built.get(snapshot);
    if (value === undefined) {
      value = build(storedMaterialRules(snapshot));
      built.set(snapshot, value);
    }
    return value;
  };
}

/**
 * Checks a request again, with `build`'s schema, against the materials as stored (one schema per
 * snapshot): an admin may have made a material unavailable or raised its minimum since the route's
 * catalog check. A miss is a 400 with the field errors.
 */
export function storedMaterialsCheck<S extends z.ZodType>(
  build: (rules: ItemSpecSchemaOptions) => S,
): (materials: Pick<MaterialsCatalog, "snapshot">, request: z.output<S>) => Promise<z.output<S>> {
  const storedSchema = perSnapshot(build);
  return async (materials, request) => {
    const checked = storedSchema(await materials.snapshot()).safeParse(request);
    if (!checked.success) {
      const errors = toFieldErrors(checked.error.issues);
      throw AppError.badRequest(errors[0]?.message ?? MESSAGES.item.materialNotFound, errors);
    }
    return checked.data;
  };
}

/**
 * The materials table as every price reads it: the one path from the `materials` table to a price
 * (instant quote, quote submissions, multi-line RFQs, checkout, the public materials list). An
 * in-process copy, loaded once and shared, dropped when an edit commits here, when another instance
 * announces one, when the LISTEN connection was lost or came back, and after the TTL.
 */
export interface MaterialsCatalog {
  snapshot(): Promise<MaterialsSnapshot>;
  find(code: string): Promise<CatalogMaterial | undefined>;
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

function freezeSnapshot(rows: MaterialRow[], surcharges: SurchargeRow[]): MaterialsSnapshot {
  // Shared by every request: frozen, so no caller can change another's price.
  const frozen = Object.freeze(
    rows.map((row) =>
      Object.freeze({
        ...row,
        priceBreaks: Object.freeze(row.priceBreaks.map((b) => Object.freeze({ ...b }))),
        surcharges: Object.freeze(
          surcharges
            .filter((entry) => entry.materialCode === row.code)
            .map((entry) => Object.freeze({ ...entry })),
        ),
      }),
    ),
  ) as readonly CatalogMaterial[];
  return Object.freeze({ rows: frozen, byCode: new Map(frozen.map((row) => [row.code, row])) });
}

export function createMaterialsCatalog(
  db: Database,
  options: MaterialsCatalogOptions = {},
): MaterialsCatalog {
  const cache: CachedValue<MaterialsSnapshot> = createCachedValue(
    async () => {
      // The whole history is held (a few rows a material a month), so the surcharge in force is
      // chosen at each price: an entry dated ahead takes effect on its day without an edit.
      const [rows, surcharges] = await Promise.all([
        db.select().from(materials).orderBy(asc(materials.category), asc(materials.name)),
        db.select().from(materialSurcharges),
      ]);
      return freezeSnapshot(rows, surcharges);
    },
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

/** Stored breaks as the domain reads them. */
export function toPriceBreaks(stored: readonly StoredPriceBreak[]): PriceBreak[] {
  return stored.map((b) => ({ minQuantity: b.min_quantity, discountPercent: b.discount_percent }));
}

/**
 * What a price needs of a material on a date (ISO, the facility's; `facilityToday()` for a price
 * made now): density, price per lb, its breaks and the surcharge in force that day (0 when none).
 */
export function materialPricing(material: CatalogMaterial, date: string): MaterialPricing {
  return {
    densityLbPerIn3: material.densityLbPerIn3,
    pricePerLbCents: material.pricePerLbCents,
    surchargePerLbCents: surchargeInForce(material.surcharges, date)?.surchargePerLbCents ?? 0,
    priceBreaks: toPriceBreaks(material.priceBreaks),
  };
}
