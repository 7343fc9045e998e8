import { listStockLengths, MATERIALS, stockLengthsKey } from "@ingot/domain";
import type { Database } from "./client";
import { materials } from "./schema/index";

/**
 * Inserts the catalog's materials that are missing, with the default quantity breaks and no
 * surcharge (issue #22). Existing rows are never updated: an admin may have changed their price,
 * density, minimum, availability or breaks.
 */
export async function seedMaterials(db: Database): Promise<void> {
  await db
    .insert(materials)
    .values(
      MATERIALS.map((m) => ({
        code: m.code,
        name: m.label,
        category: m.category,
        densityLbPerIn3: m.densityLbPerIn3,
        pricePerLbCents: m.pricePerLbCents,
        minimumOrderQuantity: m.minimumOrderQuantity,
        isAvailable: true,
        priceBreaks: m.priceBreaks.map((b) => ({
          min_quantity: b.minQuantity,
          discount_percent: b.discountPercent,
        })),
        // The defaults of every Bar and Tube shape, written out so the table shows them.
        stockLengths: Object.fromEntries(
          listStockLengths(m.code, null).map((entry) => [
            stockLengthsKey(entry.product_type, entry.shape),
            entry.lengths_in,
          ]),
        ),
      })),
    )
    .onConflictDoNothing({ target: materials.code });
}
