import type { QuoteHistoryEntry } from "@ingot/domain";
import { ArrowRight, RefreshCw } from "lucide-react";
import { useRequoteQuote } from "@/api/requote-quote";
import { Button } from "@/components/ui/button";
import { type ColumnHead, ColumnHeads } from "@/components/ui/column-heads";
import { cn } from "@/lib/cn";
import { formatDollars } from "@/lib/format-figures";
import { toast } from "@/lib/toast";

export const REQUOTE_LABEL = "Requote at today's price";

/**
 * An expired quote's one-click requote (issue #22): shown when the server says the quote may be
 * requoted (`requotable`, decided on its clock); a requoted one names its successor instead.
 */
export function RequoteAction({
  entry,
  className,
}: {
  entry: QuoteHistoryEntry;
  className?: string;
}) {
  const requote = useRequoteQuote();
  if (entry.requoted_as) {
    return (
      <p className={cn("text-muted-foreground text-sm", className)} data-testid="requoted-as">
        Requoted as <span className="font-mono text-xs">{entry.requoted_as.request_number}</span>
      </p>
    );
  }
  if (!entry.requotable) return null;
  return (
    <Button
      size="sm"
      className={className}
      pending={requote.isPending}
      onClick={() =>
        requote.mutate(entry.id, {
          onSuccess: (created) =>
            toast.success("Requoted at today's price", {
              description: `${created.request_number} is ready to accept, with the old prices beside the new.`,
            }),
          onError: (error) => toast.error("Requote failed", { description: error.message }),
        })
      }
      data-testid="requote-button"
    >
      <RefreshCw aria-hidden="true" /> {REQUOTE_LABEL}
    </Button>
  );
}

/** A line, its price in the old quote, an arrow (read "becomes"), and its price today. */
const COLUMNS: readonly ColumnHead[] = [
  ["Line", "py-1 pr-2 font-normal"],
  ["Was", "py-1 pr-2 text-right font-normal"],
  ["becomes", "sr-only"],
  ["Now", "py-1 text-right font-normal"],
];

/** Old and new prices side by side, line by line, on a requote. */
export function RequoteComparison({ entry }: { entry: QuoteHistoryEntry }) {
  const old = entry.requote_of;
  if (!old) return null;
  const oldByPosition = new Map(old.items.map((line) => [line.position, line]));
  const money = (dollars: number | null) => (dollars === null ? "—" : formatDollars(dollars));
  return (
    <section
      aria-label={`Prices of ${old.request_number} and today's`}
      className="mt-3 rounded-md border border-border bg-muted/40 p-3"
      data-testid="requote-comparison"
    >
      <p className="flex flex-wrap items-center gap-1.5 font-medium text-sm">
        Requote of <span className="font-mono text-xs">{old.request_number}</span> at today's prices
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[18rem] text-sm tabular-nums">
          <caption className="sr-only">Was and now, per line</caption>
          <ColumnHeads className="text-left text-muted-foreground text-xs" columns={COLUMNS} />
          <tbody>
            {entry.items.map((line) => {
              const was = oldByPosition.get(line.position);
              return (
                <tr key={line.id} className="border-border border-t" data-testid="requote-line">
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                    {line.position}. {line.material_label}
                    <span className="block text-muted-foreground text-xs">{line.quantity} pcs</span>
                  </th>
                  <td className="py-1.5 pr-2 text-right" data-testid="old-price">
                    {money(was?.quoted_total ?? null)}
                  </td>
                  <td className="px-1 text-muted-foreground" aria-hidden="true">
                    <ArrowRight className="size-3.5" />
                  </td>
                  <td className="py-1.5 text-right font-semibold" data-testid="new-price">
                    {money(line.quoted_total)}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-border border-t font-semibold">
              <th scope="row" className="py-1.5 pr-2 text-left">
                Total
              </th>
              <td className="py-1.5 pr-2 text-right" data-testid="old-total">
                {money(old.quoted_total)}
              </td>
              <td aria-hidden="true" />
              <td className="py-1.5 text-right" data-testid="new-total">
                {money(entry.quoted_total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
