import { type CompanyTerms, MESSAGES } from "@ingot/domain";
import { Landmark, ReceiptText } from "lucide-react";
import { InvoiceTable } from "@/components/order/invoice-table";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDollars } from "@/lib/format-figures";
import { useCompanyStatement } from "../api/company-statement";
import { sectionHash } from "../hooks/use-portal-section";
import { Figure, QueryView } from "./section-states";

/** The company's payment terms, or how to ask for them (issue #16). */
export function TermsCard({ terms }: { terms: CompanyTerms | null }) {
  return (
    <Card data-testid="company-terms">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Landmark className="size-4 text-muted-foreground" aria-hidden="true" /> Payment terms
        </CardTitle>
      </CardHeader>
      <CardContent>
        {terms ? (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label="Terms">Net {terms.net_days}</Figure>
            <Figure label="Credit limit">{formatDollars(terms.credit_limit)}</Figure>
            <Figure label="Open balance">{formatDollars(terms.open_balance)}</Figure>
            <Figure label="Available credit">
              <span data-testid="available-credit">{formatDollars(terms.available_credit)}</span>
            </Figure>
          </dl>
        ) : (
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">No payment terms yet</p>
            <p className="text-muted-foreground">
              {MESSAGES.companies.noTerms}{" "}
              <a className="text-link underline underline-offset-2" href={sectionHash("contact")}>
                Ask your rep for terms
              </a>
              .
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The company's statement (GET /v2/companies/current/statement): invoices and what is owed. */
export function StatementCard() {
  const statement = useCompanyStatement();
  return (
    <Card data-testid="company-statement">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ReceiptText className="size-4 text-muted-foreground" aria-hidden="true" /> Statement
        </CardTitle>
        {statement.data ? (
          <CardDescription className="flex flex-wrap gap-x-4 tabular-nums">
            <span>
              Open balance{" "}
              <strong className="text-foreground">
                {formatDollars(statement.data.open_balance)}
              </strong>
            </span>
            <span className={cn(statement.data.overdue_balance > 0 && "text-danger")}>
              Overdue{" "}
              <strong data-testid="statement-overdue">
                {formatDollars(statement.data.overdue_balance)}
              </strong>
            </span>
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        <QueryView
          query={statement}
          failed="The statement could not be loaded."
          skeleton="[&>div]:h-32"
        >
          {(data) =>
            data.invoices.length === 0 ? (
              <p className="text-muted-foreground text-sm" data-testid="statement-empty">
                No invoices yet. Orders placed on account appear here with their due dates.
              </p>
            ) : (
              <InvoiceTable invoices={data.invoices} caption="Company invoices" />
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}
