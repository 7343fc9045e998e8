import {
  canBuyQuotedLine,
  formatCartItemMaterial,
  type QuoteHistoryEntry,
  type QuoteLine,
} from "@ingot/domain";
import { ShoppingCart } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDollars } from "@/lib/format-figures";
import {
  PURCHASE_LINES_MAX,
  type PurchaseData,
  TOO_MANY_LINES_NOTE,
  usePurchaseHandOff,
} from "@/lib/purchase-data";
import { buildPurchaseLine } from "@/lib/purchase-line";
import { toast } from "@/lib/toast";

/**
 * The lines of an accepted, still valid quote that can go to checkout; a line an earlier order
 * bought is not offered again (issue #15, `canBuyQuotedLine`). Whether the quote is still valid
 * is the server's answer (`buyable`, on its clock), not the browser's clock.
 */
export function buyableLines(entry: QuoteHistoryEntry): QuoteLine[] {
  if (!entry.buyable) return [];
  return entry.items.filter((line) => canBuyQuotedLine(line));
}

/** The chosen lines of a quote as the purchase hand-off, each at its quoted price. */
export async function quotePurchaseData(
  entry: QuoteHistoryEntry,
  lines: readonly QuoteLine[],
  email: string,
): Promise<PurchaseData> {
  const bought = await Promise.all(
    lines.map((line) =>
      buildPurchaseLine({
        item: {
          material: line.material,
          product_type: line.product_type,
          shape: line.shape,
          dimensions: line.dimensions,
          quantity: line.quantity,
        },
        material: formatCartItemMaterial({
          material: line.material_label,
          shapeName: line.shape ?? undefined,
          productType: line.product_type ?? undefined,
        }),
        dfars: line.dfars,
        rohs: entry.rohs,
        quote: {
          line: { kind: entry.kind, request_id: entry.id, item_id: line.id },
          quotedTotal: line.quoted_total ?? 0,
        },
      }),
    ),
  );
  return { lines: bought, email };
}

/**
 * Buy an accepted quote whole, in one checkout (issue #15): every buyable line ticked to start
 * with; untick the ones not wanted. Checkout charges each line its quoted price.
 */
export function BuyQuote({ entry, email }: { entry: QuoteHistoryEntry; email: string }) {
  const id = useId();
  const lines = buyableLines(entry);
  // Untouched: every line ticked (as many as one checkout takes); then what the buyer ticked.
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const handOff = usePurchaseHandOff();
  if (lines.length === 0) return null;
  const chosen = picked
    ? lines.filter((line) => picked.has(line.id))
    : lines.slice(0, PURCHASE_LINES_MAX);
  const tooMany = chosen.length > PURCHASE_LINES_MAX;
  const total = chosen.reduce(
    (cents, line) => cents + Math.round((line.quoted_total ?? 0) * 100),
    0,
  );

  const buy = async () => {
    setBusy(true);
    try {
      handOff(await quotePurchaseData(entry, chosen, email));
    } catch (error) {
      toast.error("Could not start checkout", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
      setBusy(false);
    }
  };

  return (
    <fieldset
      className="mt-3 flex flex-col gap-2 rounded-md border border-border p-3"
      data-testid="buy-quote"
    >
      <legend className="px-1 font-medium text-sm">Buy this quote</legend>
      {lines.length > 1 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {lines.map((line) => (
            <li key={line.id}>
              <label
                className="flex cursor-pointer items-center gap-2"
                htmlFor={`${id}-${line.id}`}
              >
                <input
                  id={`${id}-${line.id}`}
                  type="checkbox"
                  className="size-4 accent-[var(--primary)]"
                  checked={chosen.includes(line)}
                  onChange={(event) => {
                    const next = new Set(chosen.map((l) => l.id));
                    if (event.target.checked) next.add(line.id);
                    else next.delete(line.id);
                    setPicked(next);
                  }}
                />
                <span className="min-w-0 flex-1">
                  {line.position}. {line.material_label} × {line.quantity}
                </span>
                <span className="tabular-nums">{formatDollars(line.quoted_total ?? 0)}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {tooMany
            ? TOO_MANY_LINES_NOTE
            : "Checkout charges each line at its quoted price while the quote is valid."}
        </p>
        <Button
          size="sm"
          onClick={() => void buy()}
          pending={busy}
          blocked={chosen.length === 0 || tooMany}
          data-testid="buy-quote-button"
        >
          {busy ? null : <ShoppingCart aria-hidden="true" />}
          {chosen.length === lines.length
            ? `Buy quote (${chosen.length} ${chosen.length === 1 ? "line" : "lines"})`
            : `Buy ${chosen.length} of ${lines.length} lines`}{" "}
          · {formatDollars(total / 100)}
        </Button>
      </div>
    </fieldset>
  );
}
