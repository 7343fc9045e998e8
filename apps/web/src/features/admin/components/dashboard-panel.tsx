import {
  type AdminOverview,
  formatDimensions,
  type QuoteStatus,
  REFERRAL_LABELS,
  type ReferralSource,
} from "@ingot/domain";
import type { ComponentProps, ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { QuoteStatusBadge } from "@/components/ui/status-badge";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-dates";
import { groupQuickQuotes } from "../lib/group-quick-quotes";
import { type AdminColumn, AdminDataTable, rowClass, SectionTitle, Td } from "./admin-ui";

/** The heads of a request row's first cells (RequestCell, company, ContactCell)... */
const LEADING_COLUMNS: readonly AdminColumn[] = ["Request", "Company", "Contact"];
/** ...and of its last (StatusReceivedOpen). */
const TRAILING_COLUMNS: readonly AdminColumn[] = [
  "Status",
  "Received",
  { label: "Open", hidden: true },
];

export interface DashboardPanelProps {
  overview: AdminOverview | undefined;
  isLoading: boolean;
  /** Ids that arrived live a moment ago (rows to highlight). */
  fresh: ReadonlySet<string>;
  onOpenQuote: (id: string) => void;
  onShowOrders: (filter: "awaiting" | "in_production") => void;
}

/** Counts at a glance and the spec's three lists (§2 /admin, §9): 10 quick, 10 multi-line, 20 subscribers. */
export function DashboardPanel({
  overview,
  isLoading,
  fresh,
  onOpenQuote,
  onShowOrders,
}: DashboardPanelProps) {
  if (isLoading || !overview) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {["a", "b", "c", "d", "e", "f"].map((slot) => (
            <Skeleton key={slot} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  const { counts } = overview;
  const tiles = [
    { label: "New requests", value: counts.new_requests, attention: counts.new_requests > 0 },
    { label: "In review", value: counts.in_review },
    { label: "Quoted, awaiting customer", value: counts.awaiting_customer },
    {
      label: "Paid, not in production",
      value: counts.paid_awaiting_production,
      attention: counts.paid_awaiting_production > 0,
      onClick: () => onShowOrders("awaiting"),
    },
    {
      label: "In production",
      value: counts.in_production,
      onClick: () => onShowOrders("in_production"),
    },
    { label: "Subscribers", value: counts.subscribers },
  ];

  return (
    <div className="flex flex-col gap-8">
      <section aria-label="Counts">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {tiles.map((tile) => {
            const body = (
              <>
                <span className="text-muted-foreground text-xs">{tile.label}</span>
                <span
                  className={cn(
                    "font-semibold text-2xl tabular-nums",
                    tile.attention && "text-warning",
                  )}
                >
                  {tile.value}
                </span>
              </>
            );
            const box =
              "flex h-full w-full flex-col items-start gap-1 rounded-lg border border-border bg-surface p-3 text-left";
            return (
              <li key={tile.label} data-testid={`count-${tile.label}`}>
                {tile.onClick ? (
                  <button
                    type="button"
                    onClick={tile.onClick}
                    className={cn(
                      box,
                      "hover:border-input focus-visible:outline-2 focus-visible:outline-ring",
                    )}
                  >
                    {body}
                  </button>
                ) : (
                  <div className={box}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <RequestTable
        id="admin-multi"
        title="Multi-line requests"
        caption="Latest 10 multi-line requests"
        minWidth="52rem"
        columns={[
          { label: "Lines", className: "text-right" },
          { label: "Pieces", className: "text-right" },
          "Flags",
        ]}
        rows={overview.rfq_requests}
        empty="No multi-line requests yet"
      >
        {(row) => (
          <tr key={row.id} className={rowClass(fresh.has(row.id))} data-testid="request-row">
            <RequestCell number={row.request_number} requoteOf={row.requote_of} />
            <Td className="font-medium">{row.company}</Td>
            <ContactCell name={row.name} email={row.email} />
            <Td className="text-right">{row.item_count}</Td>
            <Td className="text-right">{row.total_pieces}</Td>
            <Td className="whitespace-nowrap text-xs">
              {[row.dfars && "DFARS", row.rohs && "RoHS"].filter(Boolean).join(" · ") || "—"}
            </Td>
            <StatusReceivedOpen row={row} onOpen={() => onOpenQuote(row.id)} />
          </tr>
        )}
      </RequestTable>

      <RequestTable
        id="admin-quick"
        title="Quick quotes"
        caption="Latest 10 quick quotes"
        minWidth="60rem"
        columns={["Material", "Dimensions", { label: "Qty", className: "text-right" }]}
        rows={groupQuickQuotes(overview.rfqs)}
        empty="No quick quotes yet"
      >
        {({ first: row, lines }) => (
          <tr
            key={row.submission_id}
            className={rowClass(fresh.has(row.submission_id))}
            data-testid="quick-quote-row"
          >
            <RequestCell number={row.request_number} requoteOf={row.requote_of}>
              {lines.length > 1 ? (
                <div className="font-sans text-muted-foreground">{lines.length} lines</div>
              ) : null}
            </RequestCell>
            <Td className="font-medium">{row.company}</Td>
            <ContactCell name={row.name} email={row.email}>
              {row.referral_source ? (
                <div className="text-muted-foreground text-xs">
                  Heard via {referralText(row.referral_source, row.referral_other)}
                </div>
              ) : null}
            </ContactCell>
            <Td>
              {lines.map((line) => (
                <div key={line.id} className="not-first:mt-1.5" data-testid="quick-quote-line">
                  <div>{line.material_label}</div>
                  <div className="text-muted-foreground text-xs">
                    {line.form}
                    {line.dfars ? " · DFARS" : ""}
                  </div>
                </div>
              ))}
            </Td>
            <LevelLinesCell className="whitespace-nowrap" lines={lines}>
              {(line) => formatDimensions(line.dimensions)}
            </LevelLinesCell>
            <LevelLinesCell className="text-right" lines={lines}>
              {(line) => line.quantity}
            </LevelLinesCell>
            <StatusReceivedOpen row={row} onOpen={() => onOpenQuote(row.submission_id)} />
          </tr>
        )}
      </RequestTable>

      <TitledSection id="admin-subscribers" title="Mailing-list subscribers" className="max-w-2xl">
        <AdminDataTable
          caption="Latest 20 mailing-list subscribers"
          minWidth="20rem"
          columns={["Email", "Joined"]}
          rows={overview.subscribers}
          empty="No subscribers yet"
        >
          {(row) => (
            <tr key={row.id} className={rowClass(fresh.has(row.id))}>
              <Td className="break-all">{row.email}</Td>
              <Td className="whitespace-nowrap text-muted-foreground">
                {formatDateTime(row.created_at)}
              </Td>
            </tr>
          )}
        </AdminDataTable>
      </TitledSection>
    </div>
  );
}

/** A quick quote's referral as sales read it: the label, or the visitor's own words for "other". */
function referralText(source: string, other: string | null): string {
  if (source === "other" && other) return other;
  return REFERRAL_LABELS[source as ReferralSource] ?? source;
}

/** A dashboard list under its heading, the section named by it. */
/**
 * A titled table of requests: their first cells (request, company, contact) and last (status,
 * received, open) around `columns`, one row (or fragment) a request.
 */
function RequestTable<T>({
  id,
  title,
  columns,
  ...table
}: { id: string; title: string; columns: readonly AdminColumn[] } & Omit<
  ComponentProps<typeof AdminDataTable<T>>,
  "columns"
>) {
  return (
    <TitledSection id={id} title={title}>
      <AdminDataTable {...table} columns={[...LEADING_COLUMNS, ...columns, ...TRAILING_COLUMNS]} />
    </TitledSection>
  );
}

function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionTitle>
        <span id={id}>{title}</span>
      </SectionTitle>
      {children}
    </section>
  );
}

/** The request number, badged when it requotes an earlier request. */
function RequestCell({
  number,
  requoteOf,
  children,
}: {
  number: string;
  requoteOf: string | null;
  children?: ReactNode;
}) {
  return (
    <Td className="whitespace-nowrap font-mono text-xs">
      {number}
      {requoteOf ? (
        <Badge
          variant="outline"
          className="ml-1.5 font-sans"
          title={`Requote of ${requoteOf} at today's prices`}
          data-testid="requote-badge"
        >
          Requote
        </Badge>
      ) : null}
      {children}
    </Td>
  );
}

function ContactCell({
  name,
  email,
  children,
}: {
  name: string;
  email: string;
  children?: ReactNode;
}) {
  return (
    <Td>
      <div>{name}</div>
      <div className="text-muted-foreground text-xs">{email}</div>
      {children}
    </Td>
  );
}

/** One value a line, each kept level with its two-line material cell. */
function LevelLinesCell<L extends { id: string }>({
  className,
  lines,
  children,
}: {
  className: string;
  lines: readonly L[];
  children: (line: L) => ReactNode;
}) {
  return (
    <Td className={className}>
      {lines.map((line) => (
        <div key={line.id} className="not-first:mt-1.5">
          <div>{children(line)}</div>
          <div className="invisible text-xs" aria-hidden="true">
            ·
          </div>
        </div>
      ))}
    </Td>
  );
}

/** The last three cells of a request row: its status, when it came, and the button that opens it. */
function StatusReceivedOpen({
  row,
  onOpen,
}: {
  row: { status: QuoteStatus; created_at: string; request_number: string };
  onOpen: () => void;
}) {
  return (
    <>
      <Td>
        <QuoteStatusBadge status={row.status} />
      </Td>
      <Td className="whitespace-nowrap text-muted-foreground">{formatDateTime(row.created_at)}</Td>
      <Td className="text-right">
        <Button size="sm" variant="outline" onClick={onOpen}>
          Open<span className="sr-only"> {row.request_number}</span>
        </Button>
      </Td>
    </>
  );
}
