import { Inbox, Package } from "lucide-react";
import { useState } from "react";
import { useCompanyOrders, useCompanyQuotes } from "../api/company-orders";
import { useReorder } from "../hooks/use-reorder";
import { OrderCard } from "./orders-section";
import { QuoteCard } from "./quotes-section";
import { CardList, SectionEmpty } from "./section-states";

const PAGE_SIZE = 5;

/** How each of the company's lists says it is empty. */
const EMPTY = {
  orders: { icon: <Package />, note: "Orders any member places appear here." },
  quotes: { icon: <Inbox />, note: "Requests for quote any member sends appear here." },
};

/**
 * One of the company's lists under its heading ("Company orders", id `company-orders`), a page at a
 * time, five cards a page.
 */
function CompanyList<K extends "orders" | "quotes", I>({
  kind,
  query,
  page,
  onPage,
  children,
}: Pick<Parameters<typeof CardList<K, I>>[0], "kind" | "query" | "children"> & {
  page: number;
  onPage: (page: number) => void;
}) {
  const { icon, note } = EMPTY[kind];
  return (
    <section aria-labelledby={`company-${kind}`} className="flex flex-col gap-3">
      <h3 id={`company-${kind}`} className="font-semibold text-lg">
        Company {kind}
      </h3>
      <CardList
        kind={kind}
        query={query}
        rows={1}
        pager={{ page, onPage, label: `Company ${kind.slice(0, -1)} pages` }}
        empty={
          <SectionEmpty
            icon={icon}
            title={`No company ${kind} yet`}
            testId={`company-${kind}-empty`}
          >
            {note}
          </SectionEmpty>
        }
      >
        {children}
      </CardList>
    </section>
  );
}

/** The company's orders, whoever placed them (GET /v2/companies/current/orders). */
function CompanyOrders({ email, mayOrder }: { email: string; mayOrder: boolean }) {
  const [page, setPage] = useState(1);
  const orders = useCompanyOrders({
    page,
    limit: PAGE_SIZE,
    sort_by: "created_at",
    sort_order: "desc",
  });
  const reorder = useReorder(email);
  return (
    <CompanyList kind="orders" query={orders} page={page} onPage={setPage}>
      {(order) => (
        <OrderCard key={order.id} order={order} reorder={mayOrder ? reorder : undefined} />
      )}
    </CompanyList>
  );
}

/** The company's requests for quote (GET /v2/companies/current/quotes); a buyer may buy any. */
function CompanyQuotes({ email, mayOrder }: { email: string; mayOrder: boolean }) {
  const [page, setPage] = useState(1);
  const quotes = useCompanyQuotes({ page, limit: PAGE_SIZE });
  return (
    <CompanyList kind="quotes" query={quotes} page={page} onPage={setPage}>
      {(entry) => <QuoteCard key={entry.id} entry={entry} email={email} readOnly={!mayOrder} />}
    </CompanyList>
  );
}

/** The company's shared history: every member's orders and quotes. */
export function CompanyHistory({ email, mayOrder }: { email: string; mayOrder: boolean }) {
  return (
    <div className="flex flex-col gap-8">
      <CompanyOrders email={email} mayOrder={mayOrder} />
      <CompanyQuotes email={email} mayOrder={mayOrder} />
    </div>
  );
}
