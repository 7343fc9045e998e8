import {
  describeForm,
  dollarsToCents,
  formatDimensions,
  formatUsd,
  type QuoteHistoryEntry,
} from "@ingot/domain";
import { Download, Mail, Phone } from "lucide-react";
import { quotePdfUrl } from "@/api/quote-history";
import { QuotedSplit } from "@/components/price/price-split-rows";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { LineNumber } from "@/components/ui/line-number";
import { QuoteStatusBadge } from "@/components/ui/status-badge";
import { formatDate } from "@/lib/format-dates";

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
});
const money = (dollars: number) => formatUsd(dollarsToCents(dollars));

export function DownloadPdfButton({
  entry,
  size = "sm",
}: {
  entry: QuoteHistoryEntry;
  size?: "sm" | "md";
}) {
  return (
    <Button asChild variant="outline" size={size}>
      <a
        href={quotePdfUrl(entry)}
        download={`${entry.request_number}.pdf`}
        aria-label={`Download PDF of ${entry.request_number}`}
        data-testid="download-pdf"
      >
        <Download aria-hidden="true" />
        Download PDF
      </a>
    </Button>
  );
}

/** A request's line: its number, material and flags, size and quantity, its prices once quoted. */
function QuoteLine({ item }: { item: QuoteHistoryEntry["items"][number] }) {
  return (
    <li className="flex gap-3 rounded-md border border-border p-3" data-testid="quote-line">
      <LineNumber>{item.position}</LineNumber>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{item.material_label}</p>
          <Badge variant="outline">{describeForm(item.shape, item.product_type)}</Badge>
          {item.material_spec ? <Badge>{item.material_spec}</Badge> : null}
          {item.dfars ? <Badge variant="standard">DFARS</Badge> : null}
        </div>
        <p className="mt-1 text-sm tabular-nums" data-testid="quote-line-dimensions">
          {formatDimensions(item.dimensions, { lengthUnit: "ft" })}
          <span className="text-muted-foreground"> · </span>
          <span data-testid="quote-line-quantity">{item.quantity} pcs</span>
        </p>
        {item.description ? (
          <p className="mt-1 break-words text-muted-foreground text-sm">{item.description}</p>
        ) : null}
        <QuotedSplit split={item.quoted_split} />
      </div>
      {item.quoted_unit_price !== null && item.quoted_total !== null ? (
        <div className="shrink-0 text-right text-sm tabular-nums">
          <p className="font-semibold">{money(item.quoted_total)}</p>
          <p className="text-muted-foreground text-xs">{money(item.quoted_unit_price)} / pc</p>
        </div>
      ) : null}
    </li>
  );
}

/** A request's details: contact, flags, notes and numbered lines with quoted prices once quoted. */
export function QuoteDetailDialog({
  entry,
  onOpenChange,
}: {
  entry: QuoteHistoryEntry | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={entry !== undefined} onOpenChange={onOpenChange}>
      {entry ? (
        <DialogContent className="sm:max-w-3xl" data-testid="quote-detail">
          <div className="border-border border-b p-5 pr-12">
            <div className="flex flex-wrap items-center gap-2">
              <DialogTitle>
                {entry.kind === "multi-line" ? "Multi-line RFQ" : "Quick quote"}{" "}
                <span className="font-mono text-muted-foreground">{entry.request_number}</span>
              </DialogTitle>
              <QuoteStatusBadge status={entry.status} data-testid="quote-status" />
            </div>
            <DialogDescription className="mt-1">
              {entry.company} · submitted {dateTimeFormat.format(new Date(entry.created_at))}
            </DialogDescription>
          </div>
          <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto p-5">
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground text-xs">Contact</dt>
                <dd className="font-medium">{entry.name}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Date</dt>
                <dd className="tabular-nums">{formatDate(entry.created_at)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Email</dt>
                <dd className="flex items-center gap-1.5 break-all">
                  <Mail className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  {entry.email}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Phone</dt>
                <dd className="flex items-center gap-1.5 tabular-nums">
                  <Phone className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  {entry.phone ?? "—"}
                </dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Badge variant={entry.dfars ? "standard" : "outline"}>
                {entry.dfars ? "DFARS required" : "No DFARS"}
              </Badge>
              <Badge variant={entry.rohs ? "standard" : "outline"}>
                {entry.rohs ? "RoHS required" : "No RoHS"}
              </Badge>
              {entry.valid_until ? (
                <Badge variant="warning" className="tabular-nums">
                  Valid until {formatDate(entry.valid_until)}
                </Badge>
              ) : null}
            </div>
            {entry.notes ? (
              <div>
                <h3 className="mb-1 font-medium text-sm">Notes</h3>
                <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-sm">
                  {entry.notes}
                </p>
              </div>
            ) : null}
            <div>
              <h3 className="mb-2 font-medium text-sm">
                Items{" "}
                <span className="text-muted-foreground tabular-nums">({entry.item_count})</span>
              </h3>
              <ol className="flex flex-col gap-2" data-testid="quote-lines">
                {entry.items.map((item) => (
                  <QuoteLine key={item.id} item={item} />
                ))}
              </ol>
              {entry.quoted_total !== null ? (
                <p className="mt-3 text-right text-sm tabular-nums">
                  Quoted total{" "}
                  <span className="font-semibold text-base">{money(entry.quoted_total)}</span>
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 border-border border-t p-4 sm:flex-row sm:justify-end">
            <DownloadPdfButton entry={entry} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
