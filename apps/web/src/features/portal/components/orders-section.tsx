import type { OrderDisplay } from "@ingot/domain";
import { Building2, MapPin, Package, Truck } from "lucide-react";
import { useId, useState } from "react";
import { OnAccountDetails } from "@/components/order/on-account-details";
import { TestPaymentBadge } from "@/components/order/test-payment-badge";
import { PriceSplitRows } from "@/components/price/price-split-rows";
import { ShipPromise } from "@/components/ship-date/ship-promise";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { FilterSelect } from "@/components/ui/filter-select";
import { anchors, paths } from "@/config/paths";
import { formatDate } from "@/lib/format-dates";
import { formatDollars } from "@/lib/format-figures";
import { type OrdersParams, useOrders } from "../api/get-orders";
import { sectionHash } from "../hooks/use-portal-section";
import { type Reorder, useReorder } from "../hooks/use-reorder";
import { ORDER_FILTERS, ORDER_STATUS_VARIANT, orderStatusText } from "../lib/order-status";
import { ListItem } from "./list-item";
import { type MoveToCompany, useMoveToCompany } from "./move-to-company";
import { OrderActions } from "./order-actions";
import { OrderLines } from "./order-lines";
import { CardList, SectionEmpty, SectionFrame } from "./section-states";

const PAGE_SIZE = 5;

const SORTS = [
  ["created_at:desc", "Newest first"],
  ["created_at:asc", "Oldest first"],
  ["total_amount:desc", "Highest total"],
  ["total_amount:asc", "Lowest total"],
] as const;

const selectClass =
  "h-9 rounded-md border border-input bg-surface px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring";

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={ORDER_STATUS_VARIANT[status] ?? "neutral"} data-testid="order-status">
      {orderStatusText(status)}
    </Badge>
  );
}

/** Whether the order went into production: paid by card, or on account and not held for approval. */
function placed(order: OrderDisplay): boolean {
  if (order.payment_method === "Card") return true;
  const approval = order.on_account?.approval;
  return (
    order.payment_method === "On account" && (approval === "not_needed" || approval === "approved")
  );
}

/** One order of a list: the personal Order History and the company's shared history (issue #16). */
export function OrderCard({
  order,
  reorder,
  move,
}: {
  order: OrderDisplay;
  /** Absent: no Reorder (a company viewer cannot order). */
  reorder?: Pick<Reorder, "busy" | "reorder"> | undefined;
  /** Offers to move a member's personal order into the company's shared history. */
  move?: MoveToCompany;
}) {
  const onMoveToCompany = move?.offer(
    order.placed_by === null && {
      kind: "order",
      id: order.id,
      label: `Order ${order.order_number}`,
    },
  );
  const onReorder = reorder ? () => void reorder.reorder(order.id) : undefined;
  const reordering = reorder?.busy === order.id;
  const paid = placed(order);
  const address = order.shipping_address;
  return (
    <ListItem
      frame="card"
      className="flex flex-col gap-4"
      testId="order-card"
      summary={
        <>
          <h3 className="font-mono font-semibold text-base" data-testid="order-number">
            {order.order_number}
          </h3>
          <p className="text-muted-foreground text-sm tabular-nums">
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </p>
        </>
      }
      aside={
        <div className="flex flex-wrap items-center gap-2">
          <TestPaymentBadge testPayment={order.test_payment} />
          <OrderStatusBadge status={order.status} />
        </div>
      }
    >
      <OrderLines items={order.items} />

      <div className="grid gap-4 border-border border-t pt-4 sm:grid-cols-2">
        <dl
          className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm"
          aria-label="Cost breakdown"
        >
          <dt className="text-muted-foreground">
            {order.items.length > 1 ? `Subtotal (${order.items.length} lines)` : "Material"}
          </dt>
          <dd className="text-right tabular-nums">
            {formatDollars(order.amount_breakdown.material)}
          </dd>
          {/* Issue #22: the split stored when the order was placed, as checkout showed it. */}
          <PriceSplitRows
            split={order.price_split}
            className="col-span-2 border-border border-l-2 pl-3 text-xs"
          />
          <dt className="text-muted-foreground">Sales tax</dt>
          <dd className="text-right tabular-nums">{formatDollars(order.amount_breakdown.tax)}</dd>
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="text-right tabular-nums">
            {formatDollars(order.amount_breakdown.shipping)}
          </dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="order-total">
            {formatDollars(order.total_amount)}
          </dd>
        </dl>
        <dl className="flex flex-col gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground text-xs">{address ? "Ship to" : "Delivery"}</dt>
            <dd className="mt-0.5 flex items-start gap-1.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {address ? (
                <span>
                  {address.street}, {address.city}, {address.state} {address.zip_code}
                </span>
              ) : (
                <span>Pickup at our Detroit facility</span>
              )}
            </dd>
            {order.ship_by ? (
              <dd className="mt-1">
                <ShipPromise
                  shipBy={order.ship_by}
                  deliveryMethod={address ? "ship" : "pickup"}
                  arrivesBy={order.arrives_by}
                />
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Payment</dt>
            <dd className="mt-0.5" data-testid="order-payment">
              {order.payment_method}
            </dd>
          </div>
          <OnAccountDetails order={order} />
        </dl>
      </div>

      <OrderActions
        onReorder={onReorder}
        reordering={reordering}
        certificateUrl={order.certificate_url}
        certificateTestId="order-certificate"
      >
        {paid ? (
          <Button asChild size="sm" variant="secondary">
            <a href={sectionHash("tracking", order.id)}>
              <Truck aria-hidden="true" /> Track order
            </a>
          </Button>
        ) : null}
        {onMoveToCompany ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={onMoveToCompany}
            aria-label={`Move order ${order.order_number} to your company`}
          >
            <Building2 aria-hidden="true" /> Move to company
          </Button>
        ) : null}
      </OrderActions>
    </ListItem>
  );
}

/** Order History: the customer's orders with filter, sort and pages; Reorder and tracking. */
export function OrdersSection({ email }: { email: string }) {
  const id = useId();
  const [params, setParams] = useState<OrdersParams>({
    page: 1,
    limit: PAGE_SIZE,
    status: undefined,
    sort_by: "created_at",
    sort_order: "desc",
  });
  const orders = useOrders(email, params);
  const reorder = useReorder(email);
  // Issue #16: a member may move an order placed before joining into the company.
  const move = useMoveToCompany();
  const data = orders.data;
  const filtered = Boolean(params.status);

  return (
    <SectionFrame
      section="orders"
      description={
        data ? (
          <span className="tabular-nums">
            {data.summary.count} {data.summary.count === 1 ? "order" : "orders"} ·{" "}
            {formatDollars(data.summary.total_spent)} paid
          </span>
        ) : (
          "Your orders, their status and documents."
        )
      }
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          options={ORDER_FILTERS}
          selectClassName={selectClass}
          value={params.status ?? ""}
          onChange={(status) => setParams((p) => ({ ...p, page: 1, status: status || undefined }))}
        />
        <FilterSelect
          id={`${id}-sort`}
          label="Sort by"
          options={SORTS}
          selectClassName={selectClass}
          value={`${params.sort_by}:${params.sort_order}`}
          onChange={(sort) => {
            const [sortBy, sortOrder] = sort.split(":") as [
              OrdersParams["sort_by"],
              OrdersParams["sort_order"],
            ];
            setParams((p) => ({ ...p, page: 1, sort_by: sortBy, sort_order: sortOrder }));
          }}
        />
      </div>

      <CardList
        kind="orders"
        query={orders}
        rows={2}
        pager={{
          className: "mt-4",
          page: params.page,
          onPage: (page) => setParams((p) => ({ ...p, page })),
          label: "Order pages",
        }}
        empty={
          <SectionEmpty
            icon={<Package />}
            title={filtered ? "No orders with this status" : "No orders yet"}
            testId="orders-empty"
            actions={
              filtered ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setParams((p) => ({ ...p, status: undefined, page: 1 }))}
                >
                  Show all orders
                </Button>
              ) : (
                <ButtonLink to={`${paths.home}#${anchors.quoteForm}`} size="sm">
                  Price an item
                </ButtonLink>
              )
            }
          >
            {filtered ? null : "Price an item on the quote form and choose Buy now to order it."}
          </SectionEmpty>
        }
      >
        {(order) => <OrderCard key={order.id} order={order} reorder={reorder} move={move} />}
      </CardList>
      {move.dialog}
    </SectionFrame>
  );
}
