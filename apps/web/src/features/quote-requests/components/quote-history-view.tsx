import { MESSAGES, type QuoteHistory, type QuoteHistoryEntry, type QuoteKind } from "@ingot/domain";
import {
  ClipboardList,
  FileText,
  Inbox,
  Layers,
  type LucideIcon,
  Mail,
  Package,
  Plus,
  Zap,
} from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { useQuoteHistory } from "@/api/quote-history";
import { AnswerQuote } from "@/components/quote/answer-quote";
import { BuyQuote } from "@/components/quote/buy-quote";
import { RequoteAction, RequoteComparison } from "@/components/quote/requote";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Pager } from "@/components/ui/pager";
import { RequestStamp } from "@/components/ui/request-stamp";
import { Skeleton } from "@/components/ui/skeleton";
import { QuoteStatusBadge } from "@/components/ui/status-badge";
import { anchors, paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-dates";
import { formatDollars } from "@/lib/format-figures";
import { toast } from "@/lib/toast";
import { DownloadPdfButton, QuoteDetailDialog } from "./quote-detail-dialog";

const PAGE_SIZE = 10;

/** The two lists of /quotes, in order. */
const QUOTE_LISTS = [
  { kind: "multi-line", title: "Multi-line RFQs", icon: Layers },
  { kind: "single", title: "Quick Quotes", icon: Zap },
] as const;

/** The Account Summary's counts, in order. */
const SUMMARY_COUNTS = [
  { key: "quick_quotes", label: "Quick Quotes", icon: Zap, testId: "summary-quick" },
  { key: "multi_line", label: "Multi-line RFQs", icon: Layers, testId: "summary-multi" },
  { key: "total_items", label: "Total items", icon: Package, testId: "summary-items" },
] as const;

/** One figure of the Account Summary; "–" until the history has loaded. */
function SummaryFigure({
  icon: Icon,
  label,
  value,
  testId,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode | undefined;
  testId: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex items-center gap-3 rounded-md border border-border bg-background/40 p-3",
        className,
      )}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-muted-foreground text-xs">{label}</p>
        <p className="break-all font-semibold text-lg tabular-nums" data-testid={testId}>
          {value ?? "–"}
        </p>
      </div>
    </div>
  );
}

function QuoteRow({
  entry,
  email,
  onOpen,
}: {
  entry: QuoteHistoryEntry;
  email: string;
  onOpen: () => void;
}) {
  const title =
    entry.kind === "multi-line" ? entry.company : (entry.items[0]?.material_label ?? "");
  return (
    <li
      className="relative flex flex-col rounded-lg border border-border bg-surface p-4 transition-colors hover:border-input"
      data-testid={entry.kind === "multi-line" ? "rfq-row" : "quick-quote-row"}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">
              <button
                type="button"
                onClick={onOpen}
                className="text-left after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
              >
                {title}
              </button>
            </h3>
            <QuoteStatusBadge status={entry.status} data-testid="quote-status" />
          </div>
          <RequestStamp
            number={entry.request_number}
            createdAt={entry.created_at}
            className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-sm"
          >
            {entry.kind === "single" ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{entry.company}</span>
              </>
            ) : null}
          </RequestStamp>
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <Badge variant="neutral" className="tabular-nums" data-testid="item-count">
              {entry.item_count} {entry.item_count === 1 ? "item" : "items"}
            </Badge>
            <Badge variant="outline" className="tabular-nums">
              {entry.total_pieces} pcs
            </Badge>
            {entry.dfars ? <Badge variant="standard">DFARS</Badge> : null}
            {entry.quoted_total !== null ? (
              <Badge variant="success" className="tabular-nums">
                Quoted
              </Badge>
            ) : null}
          </div>
          {entry.quoted_total !== null ? (
            // Issue #18: the quoted price and how long it holds, where the buyer looks first.
            <p className="mt-2 text-sm tabular-nums" data-testid="quoted-summary">
              <span className="font-semibold" data-testid="quoted-total">
                {formatDollars(entry.quoted_total)}
              </span>
              {entry.valid_until && (entry.status === "quoted" || entry.status === "accepted") ? (
                <span className="text-muted-foreground">
                  {" · "}
                  {entry.expired ? "Expired" : "Valid until"} {formatDate(entry.valid_until)}
                </span>
              ) : null}
            </p>
          ) : null}
          {entry.notes ? (
            <p className="mt-2 line-clamp-2 break-words text-muted-foreground text-sm">
              {entry.notes}
            </p>
          ) : null}
        </div>
        <div className="relative z-10 flex shrink-0 gap-2">
          <Button variant="ghost" size="sm" onClick={onOpen}>
            <FileText aria-hidden="true" /> Details
          </Button>
          <DownloadPdfButton entry={entry} />
        </div>
      </div>
      <div className="relative z-10">
        <RequoteComparison entry={entry} />
        <BuyQuote entry={entry} email={email} />
        <div className="mt-3 flex flex-wrap items-center gap-2 empty:hidden">
          <AnswerQuote entry={entry} />
        </div>
        <RequoteAction entry={entry} className="mt-3" />
      </div>
    </li>
  );
}

function QuoteList({
  kind,
  userId,
  email,
  title,
  icon: Icon,
  onOpen,
  onLoaded,
}: {
  kind: QuoteKind;
  userId: string;
  email: string;
  title: string;
  icon: LucideIcon;
  onOpen: (entry: QuoteHistoryEntry) => void;
  onLoaded: (history: QuoteHistory) => void;
}) {
  const [page, setPage] = useState(1);
  const query = useQuoteHistory(userId, { type: kind, page, limit: PAGE_SIZE });
  const data = query.data;

  useEffect(() => {
    if (data) onLoaded(data);
  }, [data, onLoaded]);

  useEffect(() => {
    if (query.isError) {
      toast.error(MESSAGES.quoteHistory.errorTitle, {
        id: "quote-history-error",
        description: MESSAGES.quoteHistory.loadFailed,
      });
    }
  }, [query.isError]);

  if (query.isPending) {
    return (
      <section aria-label={title} aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section aria-label={title}>
        <LoadFailedAlert
          title={MESSAGES.quoteHistory.loadFailed}
          onRetry={() => void query.refetch()}
          className="gap-3 rounded-lg border border-danger/40 p-4"
        />
      </section>
    );
  }
  if (!data || data.pagination.total === 0) return null;

  const { total_pages: pages } = data.pagination;
  return (
    <section aria-labelledby={`quotes-${kind}`} className="flex flex-col gap-3">
      <h2 id={`quotes-${kind}`} className="flex items-center gap-2 font-semibold text-lg">
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
        {title}
        <span className="text-muted-foreground tabular-nums">({data.pagination.total})</span>
      </h2>
      <ul className="flex flex-col gap-3" aria-busy={query.isFetching}>
        {data.quotes.map((entry) => (
          <QuoteRow key={entry.id} entry={entry} email={email} onOpen={() => onOpen(entry)} />
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} label={`${title} pages`} />
    </section>
  );
}

/**
 * Quote history (/quotes, spec §2): Account Summary, the two ways to ask for a quote, the
 * multi-line RFQs and the quick quotes, each opening a detail dialog with a PDF download.
 */
export function QuoteHistoryView({ userId, email }: { userId: string; email: string }) {
  const [summary, setSummary] = useState<QuoteHistory["summary"]>();
  const [open, setOpen] = useState<QuoteHistoryEntry>();
  const empty = summary !== undefined && summary.quick_quotes + summary.multi_line === 0;

  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <Card>
          <CardHeader>
            {/* An h2: the page's h1 comes right before it (axe heading-order, issue #18). */}
            <h2 className="font-semibold text-base leading-tight">Account Summary</h2>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {SUMMARY_COUNTS.map(({ key, ...figure }) => (
              <SummaryFigure key={key} value={summary?.[key]} {...figure} />
            ))}
            <SummaryFigure
              icon={Mail}
              label="Account email"
              value={<span className="font-medium text-sm">{email}</span>}
              testId="summary-email"
              className="col-span-2 md:col-span-1"
            />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
          <Button asChild>
            <Link to={`${paths.home}#${anchors.quoteForm}`}>
              <Plus aria-hidden="true" /> Submit New Quote
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.rfq}>
              <ClipboardList aria-hidden="true" /> Multi-line RFQ
            </Link>
          </Button>
        </div>
      </div>

      {summary && !summary.email_verified ? (
        <p className="-mt-4 text-muted-foreground text-sm">
          Quotes sent while signed out with {email} appear here once your email is verified.
        </p>
      ) : null}

      {empty ? (
        <div
          className="flex flex-col items-center gap-3 rounded-lg border border-border border-dashed px-4 py-14 text-center"
          data-testid="quotes-empty"
        >
          <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold text-lg">{MESSAGES.quoteHistory.empty}</p>
          <p className="max-w-sm text-muted-foreground text-sm">
            Get a same-day price on one item from the quote form, or send several lines at once.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild size="sm">
              <Link to={`${paths.home}#${anchors.quoteForm}`}>Get a quick quote</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={paths.rfq}>Build a multi-line RFQ</Link>
            </Button>
          </div>
        </div>
      ) : null}

      {QUOTE_LISTS.map((list) => (
        <QuoteList
          key={list.kind}
          {...list}
          userId={userId}
          email={email}
          onOpen={setOpen}
          onLoaded={(history) => setSummary(history.summary)}
        />
      ))}

      <QuoteDetailDialog entry={open} onOpenChange={(next) => (next ? null : setOpen(undefined))} />
    </div>
  );
}
