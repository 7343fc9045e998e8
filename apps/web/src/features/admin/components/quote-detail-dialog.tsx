import {
  type AdminQuoteDetail,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  dollarsToCents,
  formatDimensions,
  formatUsd,
  type InstantQuoteResponse,
  type ItemSpecInput,
  MAX_QUOTE_VALIDITY_DAYS,
  nextQuoteStatuses,
  QUOTE_STATUS_LABELS,
  type QuoteStatus,
} from "@ingot/domain";
import { useQueries } from "@tanstack/react-query";
import { useId, useState } from "react";
import { getInstantQuoteQueryOptions } from "@/api/instant-quote";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { QuoteStatusBadge } from "@/components/ui/status-badge";
import { isApiError } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format-dates";
import { toast } from "@/lib/toast";
import { useAdminQuote } from "../api/get-admin-quote";
import { useUpdateQuoteStatus } from "../api/update-quote-status";
import { AdminField, AdminInputField, AdminTable, Td, Th } from "./admin-ui";

const money = (dollars: number) => formatUsd(dollarsToCents(dollars));

const ACTION_LABEL: Partial<Record<QuoteStatus, (from: QuoteStatus) => string>> = {
  in_review: (from) => (from === "submitted" ? "Start review" : "Reopen for a revised price"),
  quoted: (from) => (from === "quoted" ? "Update quote" : "Send quote"),
  accepted: () => "Mark accepted",
  declined: () => "Decline",
};

/** A stored line as the item spec the pricing engine takes, when it has one (older rows may not). */
function lineSpec(item: AdminQuoteDetail["items"][number]): ItemSpecInput | undefined {
  if (!item.product_type || !item.shape) return undefined;
  return {
    material: item.material as ItemSpecInput["material"],
    product_type: item.product_type,
    shape: item.shape,
    dimensions: item.dimensions,
    quantity: item.quantity,
  };
}

/** The engine's unit price in dollars: its own when it sends one, else the line's cost per piece. */
function engineUnitPrice(
  price: InstantQuoteResponse | undefined,
  quantity: number,
): number | undefined {
  if (!price || quantity <= 0) return undefined;
  const unit = (price as { unit_price?: unknown }).unit_price;
  if (typeof unit === "number") return unit;
  return Math.round((price.material_cost * 100) / quantity) / 100;
}

/** One request: line-by-line prices, validity, the allowed status buttons and the history. */
export function QuoteDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useAdminQuote(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-4xl">
        {query.data ? (
          <QuoteDetail key={query.data.id} detail={query.data} />
        ) : (
          <div className="p-6" aria-busy="true">
            <DialogTitle>Request</DialogTitle>
            <DialogDescription className="sr-only">Loading the request</DialogDescription>
            {query.isError ? (
              <p role="alert" className="mt-4 text-danger text-sm">
                {query.error.message}
              </p>
            ) : (
              <div className="mt-4 flex flex-col gap-3">
                <Skeleton className="h-6 w-1/2" />
                <Skeleton className="h-40" />
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function QuoteDetail({ detail }: { detail: AdminQuoteDetail }) {
  const formId = useId();
  const mutation = useUpdateQuoteStatus(detail.id);
  // What the admin typed, by line. A line's field shows that, else its stored price, else the
  // pricing engine's unit price as a starting point (issue #18). Derived, not copied by an effect:
  // a refetch (the live dashboard refetches on every event) or a late engine price can never
  // overwrite what was typed.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [validDays, setValidDays] = useState(String(DEFAULT_QUOTE_VALIDITY_DAYS));
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const engine = useQueries({
    queries: detail.items.map((item) => getInstantQuoteQueryOptions(lineSpec(item))),
    combine: (results) =>
      results.map((r, index) => engineUnitPrice(r.data, detail.items[index]?.quantity ?? 0)),
  });
  const prices: Record<string, string> = Object.fromEntries(
    detail.items.map((item, index) => {
      const stored = item.quoted_unit_price;
      const unit = engine[index];
      const shown =
        typed[item.id] ??
        (stored !== null ? stored.toFixed(2) : unit !== undefined ? unit.toFixed(2) : "");
      return [item.id, shown];
    }),
  );

  /** A field's error goes as soon as what is typed there is right. */
  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });

  const next = nextQuoteStatuses(detail.status, "admin");
  const canQuote = next.includes("quoted");
  const priceOf = (itemId: string) => {
    const text = prices[itemId]?.trim() ?? "";
    const value = Number(text);
    return text !== "" && Number.isFinite(value) && value >= 0 ? value : null;
  };
  const total = detail.items.reduce<number | null>((sum, item) => {
    const unit = priceOf(item.id);
    return sum === null || unit === null ? null : sum + dollarsToCents(unit) * item.quantity;
  }, 0);

  async function move(to: QuoteStatus) {
    setErrors({});
    const found: Record<string, string> = {};
    let lines: { item_id: string; unit_price: number }[] | undefined;
    let days: number | undefined;
    if (to === "quoted") {
      lines = [];
      for (const item of detail.items) {
        const unit = priceOf(item.id);
        if (unit === null) found[item.id] = "Enter a price";
        else lines.push({ item_id: item.id, unit_price: unit });
      }
      days = Number(validDays);
      if (!Number.isInteger(days) || days < 1 || days > MAX_QUOTE_VALIDITY_DAYS) {
        found.valid_days = `1 to ${MAX_QUOTE_VALIDITY_DAYS} days`;
      }
      if (Object.keys(found).length > 0) {
        setErrors(found);
        toast.error("Error", { description: "Enter a price for every line and a validity." });
        return;
      }
    }
    try {
      await mutation.mutateAsync({
        status: to,
        ...(lines ? { lines } : {}),
        ...(days ? { valid_days: days } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      setNote("");
      // The stored prices are now what was sent; the fields show them again.
      setTyped({});
      toast.success(`${detail.request_number}: ${QUOTE_STATUS_LABELS[to]}`);
    } catch (error) {
      toast.error("Error", {
        description: isApiError(error) ? error.message : "The status could not be changed.",
      });
    }
  }

  return (
    <div className="flex min-h-0 flex-col">
      <div className="border-border border-b p-4 pr-12 sm:p-5 sm:pr-12">
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle className="font-mono">{detail.request_number}</DialogTitle>
          <QuoteStatusBadge status={detail.status} />
          <span className="text-muted-foreground text-xs">
            {detail.kind === "multi-line" ? "Multi-line RFQ" : "Quick quote"} · received{" "}
            {formatDateTime(detail.created_at)}
          </span>
          {detail.requote_of ? (
            <Badge variant="outline" data-testid="requote-badge">
              Requote of {detail.requote_of.request_number}
            </Badge>
          ) : null}
        </div>
        <DialogDescription className="mt-1">
          {detail.company} · {detail.name} · {detail.email}
          {detail.phone ? ` · ${detail.phone}` : ""}
        </DialogDescription>
        <p className="mt-1 text-muted-foreground text-xs">
          {[detail.dfars && "DFARS", detail.rohs && "RoHS"].filter(Boolean).join(" · ") ||
            "No DFARS or RoHS requirement"}
          {detail.valid_until ? ` · valid until ${formatDate(detail.valid_until)}` : ""}
        </p>
      </div>

      <div className="flex-1 overflow-y-auto p-4 sm:p-5">
        {detail.notes ? (
          <p className="mb-4 whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">{detail.notes}</p>
        ) : null}
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            if (canQuote) void move("quoted");
          }}
        >
          <AdminTable caption="Lines and quoted prices" minWidth="44rem" className="border-border">
            <thead>
              <tr>
                <Th>#</Th>
                <Th>Material</Th>
                <Th>Dimensions</Th>
                <Th className="text-right">Qty</Th>
                <Th className="text-right">Unit price ($)</Th>
                <Th className="text-right">Line total</Th>
              </tr>
            </thead>
            <tbody>
              {detail.items.map((item, index) => {
                const unit = priceOf(item.id);
                const inputId = `${formId}-price-${item.id}`;
                return (
                  <tr key={item.id} className="last:[&>td]:border-b-0">
                    <Td className="text-muted-foreground">{item.position}</Td>
                    <Td>
                      <div className="font-medium">{item.material_label}</div>
                      <div className="text-muted-foreground text-xs">
                        {[
                          item.shape && item.product_type
                            ? `${item.shape} ${item.product_type}`
                            : null,
                          item.material_spec,
                          item.dfars ? "DFARS" : null,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </div>
                      {item.description ? (
                        <div className="text-muted-foreground text-xs">{item.description}</div>
                      ) : null}
                    </Td>
                    <Td className="whitespace-nowrap">{formatDimensions(item.dimensions)}</Td>
                    <Td className="text-right">{item.quantity}</Td>
                    <Td className="text-right">
                      {canQuote ? (
                        <>
                          <label htmlFor={inputId} className="sr-only">
                            Unit price of line {item.position}
                          </label>
                          <Input
                            id={inputId}
                            type="number"
                            inputMode="decimal"
                            min={0}
                            step={0.01}
                            value={prices[item.id] ?? ""}
                            onChange={(e) => {
                              const value = e.target.value;
                              setTyped((p) => ({ ...p, [item.id]: value }));
                              const n = Number(value);
                              if (value.trim() !== "" && Number.isFinite(n) && n >= 0) {
                                clearError(item.id);
                              }
                            }}
                            aria-invalid={errors[item.id] ? true : undefined}
                            className="ml-auto h-8 w-28 text-right"
                            data-testid="line-price"
                          />
                          {errors[item.id] ? (
                            <span className="text-danger text-xs">{errors[item.id]}</span>
                          ) : null}
                          {engine[index] !== undefined ? (
                            <span
                              className="block text-muted-foreground text-xs tabular-nums"
                              data-testid="engine-price"
                            >
                              Engine {money(engine[index])}
                            </span>
                          ) : null}
                        </>
                      ) : item.quoted_unit_price !== null ? (
                        money(item.quoted_unit_price)
                      ) : (
                        "—"
                      )}
                    </Td>
                    <Td className="text-right font-medium">
                      {unit === null ? "—" : formatUsd(dollarsToCents(unit) * item.quantity)}
                    </Td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <Td colSpan={5} className="border-border border-t text-right text-muted-foreground">
                  Total
                </Td>
                <Td
                  className="border-border border-t text-right font-semibold"
                  data-testid="quote-total"
                >
                  {total === null ? "—" : formatUsd(total)}
                </Td>
              </tr>
            </tfoot>
          </AdminTable>

          <div className="mt-4 grid gap-4 sm:grid-cols-[10rem_1fr]">
            {canQuote ? (
              <AdminInputField
                id={`${formId}-days`}
                label="Valid for (days)"
                error={errors.valid_days}
                type="number"
                min={1}
                max={MAX_QUOTE_VALIDITY_DAYS}
                value={validDays}
                onChange={(e) => {
                  setValidDays(e.target.value);
                  const days = Number(e.target.value);
                  if (Number.isInteger(days) && days >= 1 && days <= MAX_QUOTE_VALIDITY_DAYS) {
                    clearError("valid_days");
                  }
                }}
                className="h-9"
              />
            ) : null}
            {next.length > 0 ? (
              <AdminField
                id={`${formId}-note`}
                label="Note to the customer (optional)"
                className="sm:col-start-2"
              >
                <textarea
                  id={`${formId}-note`}
                  value={note}
                  maxLength={2000}
                  onChange={(e) => setNote(e.target.value)}
                  rows={2}
                  className="rounded-md border border-input bg-surface px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
                />
              </AdminField>
            ) : null}
          </div>
        </form>

        <section className="mt-6" aria-labelledby={`${formId}-history`}>
          <h3 id={`${formId}-history`} className="font-semibold text-sm">
            Status history
          </h3>
          {detail.history.length === 0 ? (
            <p className="mt-2 text-muted-foreground text-sm">
              No changes yet: submitted {formatDateTime(detail.created_at)}.
            </p>
          ) : (
            <ol className="mt-2 flex flex-col gap-2 border-border border-l pl-4">
              {detail.history.map((change) => (
                <li key={change.id} className="text-sm">
                  <span className="font-medium">
                    {change.from_status ? `${QUOTE_STATUS_LABELS[change.from_status]} → ` : ""}
                    {QUOTE_STATUS_LABELS[change.to_status]}
                  </span>
                  <span className="text-muted-foreground">
                    {" "}
                    ·{" "}
                    {change.changed_by
                      ? change.changed_by.name || change.changed_by.email
                      : "automatic"}{" "}
                    · {formatDateTime(change.created_at)}
                  </span>
                  {change.note ? (
                    <p className="whitespace-pre-wrap text-muted-foreground text-xs">
                      {change.note}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      {next.length > 0 ? (
        <div className="flex flex-wrap justify-end gap-2 border-border border-t p-4">
          {next.map((to) => {
            const label = ACTION_LABEL[to]?.(detail.status) ?? QUOTE_STATUS_LABELS[to];
            const busy = mutation.isPending && mutation.variables?.status === to;
            return (
              <Button
                key={to}
                type={to === "quoted" ? "submit" : "button"}
                form={to === "quoted" ? formId : undefined}
                variant={to === "quoted" ? "primary" : to === "declined" ? "outline" : "secondary"}
                size="sm"
                blocked={mutation.isPending}
                pending={busy}
                onClick={to === "quoted" ? undefined : () => void move(to)}
              >
                {label}
              </Button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
