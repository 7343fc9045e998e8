import {
  describeForm,
  formatDimensions,
  MESSAGES,
  type QuoteHistoryEntry,
  type QuoteLine,
} from "@ingot/domain";
import { Building2, ClipboardList, Download, ExternalLink, Inbox, Plus } from "lucide-react";
import { useState } from "react";
import { quotePdfUrl, useQuoteHistory } from "@/api/quote-history";
import { QuotedSplit } from "@/components/price/price-split-rows";
import { AnswerQuote } from "@/components/quote/answer-quote";
import { BuyQuote } from "@/components/quote/buy-quote";
import { RequoteAction, RequoteComparison } from "@/components/quote/requote";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { RequestStamp } from "@/components/ui/request-stamp";
import { QuoteStatusBadge } from "@/components/ui/status-badge";
import { anchors, paths } from "@/config/paths";
import { formatDate } from "@/lib/format-dates";
import { formatDollars } from "@/lib/format-figures";
import { ListItem } from "./list-item";
import { type MoveToCompany, useMoveToCompany } from "./move-to-company";
import { CardList, SectionEmpty, SectionFrame } from "./section-states";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function LineRow({ line }: { line: QuoteLine }) {
  return (
    <li className="py-3" data-testid="portal-quote-line">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-sm">
            {line.material_label}
            {line.shape ? (
              <span className="text-muted-foreground">
                {" "}
                · {describeForm(line.shape, line.product_type)}
              </span>
            ) : null}
          </p>
          <p className="text-muted-foreground text-xs tabular-nums">
            {formatDimensions(line.dimensions)} · {line.quantity} pcs
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p className="text-right text-sm tabular-nums">
            {line.quoted_total !== null ? (
              <>
                <span className="font-semibold" data-testid="quoted-total">
                  {formatDollars(line.quoted_total)}
                </span>
                {line.quoted_unit_price !== null ? (
                  <span className="block text-muted-foreground text-xs">
                    {formatDollars(line.quoted_unit_price)} / pc
                  </span>
                ) : null}
              </>
            ) : (
              <span className="text-muted-foreground">Not priced yet</span>
            )}
          </p>
        </div>
      </div>
      <QuotedSplit split={line.quoted_split} />
    </li>
  );
}

/** One request of a list: the personal Quote History and the company's shared one (issue #16). */
export function QuoteCard({
  entry,
  email,
  readOnly = false,
  move,
}: {
  entry: QuoteHistoryEntry;
  email: string;
  /** A company viewer reads the request but cannot accept, answer, requote or buy it. */
  readOnly?: boolean;
  /** Offers to move a member's personal request into the company's shared history. */
  move?: MoveToCompany;
}) {
  const onMoveToCompany = move?.offer(
    !entry.company_id && {
      kind: "quote",
      id: entry.id,
      label: `Request ${entry.request_number}`,
    },
  );
  // Decided on the server's clock (the browser's may be wrong).
  const valid = !entry.expired;
  const title =
    entry.kind === "multi-line"
      ? `Multi-line RFQ · ${entry.item_count} ${entry.item_count === 1 ? "item" : "items"}`
      : "Quick quote";

  return (
    <ListItem
      frame="card"
      testId="portal-quote"
      summary={
        <>
          <h3 className="font-semibold">{title}</h3>
          <RequestStamp
            number={entry.request_number}
            createdAt={entry.created_at}
            className="flex flex-wrap gap-x-2 text-muted-foreground text-sm"
            numberClassName="leading-5"
          >
            {entry.valid_until && (entry.status === "quoted" || entry.status === "accepted") ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="tabular-nums">
                  {valid ? "Valid until" : "Expired"} {formatDate(entry.valid_until)}
                </span>
              </>
            ) : null}
          </RequestStamp>
        </>
      }
      aside={
        <div className="flex items-center gap-2">
          {entry.quoted_total !== null ? (
            <span className="font-semibold tabular-nums">{formatDollars(entry.quoted_total)}</span>
          ) : null}
          <QuoteStatusBadge status={entry.status} data-testid="quote-status" />
        </div>
      }
    >
      <ul className="mt-2 divide-y divide-border">
        {entry.items.map((line) => (
          <LineRow key={line.id} line={line} />
        ))}
      </ul>
      <RequoteComparison entry={entry} />
      {readOnly ? null : <BuyQuote entry={entry} email={email} />}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {readOnly ? null : (
          <>
            <RequoteAction entry={entry} />
            <AnswerQuote entry={entry} />
          </>
        )}
        <Button asChild size="sm" variant="ghost">
          <a
            href={quotePdfUrl(entry)}
            download={`${entry.request_number}.pdf`}
            aria-label={`Download PDF of ${entry.request_number}`}
          >
            <Download aria-hidden="true" /> PDF
          </a>
        </Button>
        {onMoveToCompany ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={onMoveToCompany}
            aria-label={`Move ${entry.request_number} to your company`}
          >
            <Building2 aria-hidden="true" /> Move to company
          </Button>
        ) : null}
      </div>
    </ListItem>
  );
}

/** Quote History: the customer's requests with status and quoted prices; accept, decline, buy. */
export function QuotesSection({ userId, email }: { userId: string; email: string }) {
  const [page, setPage] = useState(1);
  const quotes = useQuoteHistory(userId, { type: "all", page, limit: 10 });
  const data = quotes.data;
  // Issue #16: a member may move a request made before joining into the company.
  const move = useMoveToCompany();
  return (
    <SectionFrame
      section="quotes"
      description={
        data ? (
          <span className="tabular-nums">
            {plural(data.summary.quick_quotes, "quick quote")} ·{" "}
            {plural(data.summary.multi_line, "multi-line RFQ")} ·{" "}
            {plural(data.summary.total_items, "item")}
          </span>
        ) : (
          "Your requests for quote and the prices we sent."
        )
      }
      actions={
        <>
          <ButtonLink to={paths.rfq} size="sm" variant="outline" icon={ClipboardList}>
            Multi-line RFQ
          </ButtonLink>
          <ButtonLink to={paths.quotes} size="sm" variant="ghost" icon={ExternalLink}>
            Full quote history
          </ButtonLink>
        </>
      }
    >
      <CardList
        kind="quotes"
        query={quotes}
        rows={2}
        pager={{ className: "mt-4", page, onPage: setPage, label: "Quote pages" }}
        empty={
          <SectionEmpty
            icon={<Inbox />}
            title={MESSAGES.quoteHistory.empty}
            testId="quotes-empty"
            actions={
              <>
                <ButtonLink to={`${paths.home}#${anchors.quoteForm}`} size="sm" icon={Plus}>
                  Submit New Quote
                </ButtonLink>
                <ButtonLink to={paths.rfq} size="sm" variant="outline">
                  Multi-line RFQ
                </ButtonLink>
              </>
            }
          >
            A detailed quote within 24 hours.
          </SectionEmpty>
        }
      >
        {(entry) => <QuoteCard key={entry.id} entry={entry} email={email} move={move} />}
      </CardList>
      {move.dialog}
    </SectionFrame>
  );
}
