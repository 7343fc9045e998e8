import { MESSAGES } from "@ingot/domain";
import { Inbox, Package } from "lucide-react";
import { useState } from "react";
import { Pager } from "@/components/ui/pager";
import { useCompanyOrders, useCompanyQuotes } from "../api/company-orders";
import { useReorder } from "../hooks/use-reorder";
import { OrderCard } from "./orders-section";
import { QuoteCard } from "./quotes-section";
import { SectionEmpty, SectionError, SectionLoading } from "./section-states";

const PAGE_SIZE = 5;

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
  const data = orders.data;
  return (
    <section aria-labelledby="company-orders" className="flex flex-col gap-3">
      <h3 id="company-orders" className="font-semibold text-lg">
        Company orders
      </h3>
      {!data && !orders.isError ? (
        <SectionLoading rows={1} className="[&>div]:h-56" />
      ) : !data ? (
        <SectionError
          message={MESSAGES.portal.ordersLoadFailed}
          onRetry={() => void orders.refetch()}
        />
      ) : data.orders.length === 0 ? (
        <SectionEmpty
          icon={<Package />}
          title="No company orders yet"
          testId="company-orders-empty"
        >
          Orders any member places appear here.
        </SectionEmpty>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-busy={orders.isFetching}>
            {data.orders.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                reordering={reorder.busy === order.id}
                onReorder={mayOrder ? () => void reorder.reorder(order.id) : undefined}
              />
            ))}
          </ul>
          <Pager
            page={page}
            pages={data.pagination.total_pages}
            onPage={setPage}
            label="Company order pages"
          />
        </>
      )}
    </section>
  );
}

/** The company's requests for quote (GET /v2/companies/current/quotes); a buyer may buy any. */
function CompanyQuotes({ email, mayOrder }: { email: string; mayOrder: boolean }) {
  const [page, setPage] = useState(1);
  const quotes = useCompanyQuotes({ page, limit: PAGE_SIZE });
  const data = quotes.data;
  return (
    <section aria-labelledby="company-quotes" className="flex flex-col gap-3">
      <h3 id="company-quotes" className="font-semibold text-lg">
        Company quotes
      </h3>
      {!data && !quotes.isError ? (
        <SectionLoading rows={1} className="[&>div]:h-40" />
      ) : !data ? (
        <SectionError
          message={MESSAGES.portal.quotesLoadFailed}
          onRetry={() => void quotes.refetch()}
        />
      ) : data.quotes.length === 0 ? (
        <SectionEmpty icon={<Inbox />} title="No company quotes yet" testId="company-quotes-empty">
          Requests for quote any member sends appear here.
        </SectionEmpty>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-busy={quotes.isFetching}>
            {data.quotes.map((entry) => (
              <QuoteCard key={entry.id} entry={entry} email={email} readOnly={!mayOrder} />
            ))}
          </ul>
          <Pager
            page={page}
            pages={data.pagination.total_pages}
            onPage={setPage}
            label="Company quote pages"
          />
        </>
      )}
    </section>
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
