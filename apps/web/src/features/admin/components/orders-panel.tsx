import {
  type AdminOrder,
  describeCutPlan,
  describeCutPlanBars,
  FULFILMENT_STATUS_VALUES,
  type FulfilmentStatusValue,
  formatDimensions,
  ORDER_STATUS_LABELS,
  orderStatusUpdateSchema,
  TAX_EXEMPTION_HOLD_LABELS,
} from "@ingot/domain";
import { type ChangeEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Pager } from "@/components/ui/pager";
import { isApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-dates";
import { formatDollars } from "@/lib/format-figures";
import { schemaFieldErrors } from "@/lib/schema-errors";
import { toast } from "@/lib/toast";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useChargeTax } from "../api/charge-tax";
import { type AdminOrdersFilter, useAdminOrders } from "../api/get-admin-orders";
import { useUpdateOrderStatus } from "../api/update-order-status";
import {
  AdminField,
  AdminInputField,
  AdminTable,
  EmptyRow,
  FilterSelect,
  FulfilmentBadge,
  NameCell,
  PaymentBadge,
  QueryView,
  rowClass,
  Td,
  Th,
} from "./admin-ui";
import { CertificateUpload } from "./certificate-upload";

const ACTION_LABEL: Record<Exclude<FulfilmentStatusValue, "pending">, string> = {
  in_production: "Start production",
  shipped: "Mark shipped…",
  ready_for_pickup: "Ready for pickup",
  completed: "Complete",
  cancelled: "Cancel",
};

/**
 * What the confirmation of a step says (issue #18: a status change emails the customer, so it is
 * never one click). Shipping has its own dialog (carrier and tracking number).
 */
export const STEP_CONFIRM: Record<
  Exclude<FulfilmentStatusValue, "pending" | "shipped">,
  { title: string; confirm: string; back: string }
> = {
  in_production: { title: "Start production?", confirm: "Start production", back: "Not yet" },
  ready_for_pickup: {
    title: "Mark ready for pickup?",
    confirm: "Ready for pickup",
    back: "Not yet",
  },
  completed: { title: "Complete this order?", confirm: "Complete", back: "Not yet" },
  cancelled: { title: "Cancel this order?", confirm: "Cancel order", back: "Keep order" },
};

/** The confirmation's note about the email the change sends. */
export const STEP_EMAIL_NOTE =
  "The customer is emailed about this change, unless they turned these updates off.";

const PAGE_SIZE = 25;

export interface OrdersFilterState {
  payment_status: "" | "pending" | "paid" | "failed" | "expired";
  fulfilment_status: "" | FulfilmentStatusValue;
}

/** Orders with filters, search and the next fulfilment steps (decisions §6). */
const PAYMENT_OPTIONS = [
  ["", "All"],
  ["paid", "Paid"],
  ["pending", "Pending"],
  ["failed", "Failed"],
  ["expired", "Expired"],
] as const satisfies readonly (readonly [OrdersFilterState["payment_status"], string])[];

const FULFILMENT_OPTIONS = [
  ["", "All"],
  ...FULFILMENT_STATUS_VALUES.map((s) => [s, ORDER_STATUS_LABELS[s]] as const),
] as const satisfies readonly (readonly [OrdersFilterState["fulfilment_status"], string])[];

/** The selects above the table, one a filter of OrdersFilterState. */
const FILTER_SELECTS = [
  { key: "payment_status", id: "pay", label: "Payment", options: PAYMENT_OPTIONS },
  { key: "fulfilment_status", id: "ful", label: "Fulfilment", options: FULFILMENT_OPTIONS },
] as const satisfies readonly {
  key: keyof OrdersFilterState;
  id: string;
  label: string;
  options: readonly (readonly [string, string])[];
}[];

export function OrdersPanel({
  initial,
  fresh,
}: {
  initial: OrdersFilterState;
  fresh: ReadonlySet<string>;
}) {
  const ids = useId();
  const [filters, setFilters] = useState(initial);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  /** A filter's new value, from the first page (the page shown may not exist in the new list). */
  const setFilter = <K extends keyof OrdersFilterState>(key: K, value: OrdersFilterState[K]) => {
    setFilters((prev) => ({ ...prev, [key]: value }));
    setPage(1);
  };
  const q = useDebouncedValue(search.trim(), 300);
  const filter: AdminOrdersFilter = {
    ...(filters.payment_status ? { payment_status: filters.payment_status } : {}),
    ...(filters.fulfilment_status ? { fulfilment_status: filters.fulfilment_status } : {}),
    ...(q ? { q } : {}),
    page,
    limit: PAGE_SIZE,
  };
  const orders = useAdminOrders(filter);
  const update = useUpdateOrderStatus();
  const chargeTax = useChargeTax();
  const [shipping, setShipping] = useState<AdminOrder | null>(null);
  const [confirming, setConfirming] = useState<{
    order: AdminOrder;
    to: keyof typeof STEP_CONFIRM;
  } | null>(null);

  /** Issue #21: a held order goes ahead once the tax is charged (recorded as owed) instead. */
  async function charge(order: AdminOrder) {
    if (
      !window.confirm(
        `Charge the tax on ${order.order_number}? The exemption is dropped and the tax is recorded as owed, to invoice.`,
      )
    ) {
      return;
    }
    try {
      const result = await chargeTax.mutateAsync(order.id);
      toast.success(`${order.order_number}: tax charged`, {
        description: `${formatDollars(result.order.tax_due ?? 0)} recorded as owed; the order may go into production.`,
      });
    } catch (error) {
      toast.error("Error", { description: isApiError(error) ? error.message : "Update failed." });
    }
  }

  function step(order: AdminOrder, to: Exclude<FulfilmentStatusValue, "pending">) {
    if (to === "shipped") setShipping(order);
    else setConfirming({ order, to });
  }

  async function apply(order: AdminOrder, to: keyof typeof STEP_CONFIRM) {
    try {
      const result = await update.mutateAsync({ id: order.id, status: to });
      toast.success(`${order.order_number}: ${ORDER_STATUS_LABELS[to]}`, {
        description: result.email_queued
          ? "The customer is emailed."
          : "No email: the customer turned these updates off.",
      });
      setConfirming(null);
    } catch (error) {
      toast.error("Error", { description: isApiError(error) ? error.message : "Update failed." });
    }
  }

  // The pager reads the last page loaded; the table gets it from QueryView.
  const pagination = orders.data?.pagination;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <AdminField id={`${ids}-q`} label="Search" className="min-w-48 flex-1 gap-1">
          <Input
            id={`${ids}-q`}
            type="search"
            placeholder="Customer, company, email, ING-…, tracking"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            className="h-9"
          />
        </AdminField>
        {FILTER_SELECTS.map(({ key, id, label, options }) => (
          <FilterSelect
            key={key}
            id={`${ids}-${id}`}
            label={label}
            value={filters[key]}
            options={options}
            onChange={(value) => setFilter(key, value)}
          />
        ))}
      </div>

      <QueryView query={orders} skeleton="h-64">
        {(data) => (
          <AdminTable caption="Orders" minWidth="84rem">
            <thead>
              <tr>
                <Th>Order</Th>
                <Th>Placed</Th>
                <Th>Customer</Th>
                <Th className="min-w-56">Lines</Th>
                <Th className="text-right">Total</Th>
                <Th>Payment</Th>
                <Th>Fulfilment</Th>
                <Th>Delivery</Th>
                <Th>Tax exemption</Th>
                <Th>Certificate</Th>
                <Th sticky>Actions</Th>
              </tr>
            </thead>
            <tbody>
              {data.orders.length === 0 ? (
                <EmptyRow colSpan={11}>No orders match</EmptyRow>
              ) : (
                data.orders.map((order) => (
                  <tr
                    key={order.id}
                    className={rowClass(fresh.has(order.id))}
                    data-testid="order-row"
                  >
                    <Td className="whitespace-nowrap font-mono text-xs">{order.order_number}</Td>
                    <Td className="whitespace-nowrap text-muted-foreground">
                      {formatDateTime(order.created_at)}
                    </Td>
                    <NameCell
                      name={order.customer_company}
                      detail={[order.customer_name, order.customer_email]}
                    />
                    <Td>
                      <OrderLinesCell order={order} />
                      <div className="text-muted-foreground text-xs">
                        {order.dfars_required ? "DFARS" : ""}
                        {order.dfars_required && order.tax_exemption ? " · " : ""}
                        {order.tax_exemption ? "tax exempt" : ""}
                      </div>
                    </Td>
                    <Td className="text-right font-medium">{formatDollars(order.total)}</Td>
                    <Td>
                      <PaymentBadge status={order.payment_status} />
                    </Td>
                    <Td>
                      {order.payment_status === "paid" ? (
                        <FulfilmentBadge status={order.fulfilment_status} />
                      ) : (
                        <span className="text-muted-foreground text-xs">Not paid</span>
                      )}
                    </Td>
                    <Td className="text-xs">
                      {order.delivery_method === "pickup" ? "Pickup" : "Ship"}
                      {order.tracking_number ? (
                        <div className="text-muted-foreground">
                          {order.carrier} {order.tracking_number}
                        </div>
                      ) : null}
                    </Td>
                    <Td>
                      <HoldCell order={order} />
                    </Td>
                    <Td>
                      <CertificateUpload order={order} />
                    </Td>
                    <Td sticky>
                      <div className="flex gap-1.5">
                        {order.tax_exemption_hold === "awaiting_certificate" ? (
                          <Button
                            size="sm"
                            variant="outline"
                            blocked={chargeTax.isPending}
                            pending={chargeTax.isPending && chargeTax.variables === order.id}
                            onClick={() => void charge(order)}
                          >
                            Charge tax
                          </Button>
                        ) : null}
                        {order.next_statuses.length === 0 ? (
                          <span className="text-muted-foreground text-xs">—</span>
                        ) : (
                          order.next_statuses
                            .filter(
                              (s): s is Exclude<FulfilmentStatusValue, "pending"> =>
                                s !== "pending",
                            )
                            .map((to) => (
                              <Button
                                key={to}
                                size="sm"
                                variant={to === "cancelled" ? "ghost" : "outline"}
                                blocked={update.isPending}
                                pending={
                                  update.isPending &&
                                  update.variables?.id === order.id &&
                                  update.variables.status === to
                                }
                                onClick={() => step(order, to)}
                              >
                                {ACTION_LABEL[to]}
                              </Button>
                            ))
                        )}
                      </div>
                    </Td>
                  </tr>
                ))
              )}
            </tbody>
          </AdminTable>
        )}
      </QueryView>

      {pagination ? (
        <Pager
          page={page}
          pages={pagination.total_pages}
          onPage={setPage}
          label="Order pages"
          detail={`· ${pagination.total} orders`}
        />
      ) : null}

      <ShipDialog order={shipping} onClose={() => setShipping(null)} />
      <ConfirmStepDialog
        step={confirming}
        pending={update.isPending}
        onConfirm={(order, to) => void apply(order, to)}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}

/** "Start production?": the step, the order, the email it sends, and a way back. */
function ConfirmStepDialog({
  step,
  pending,
  onConfirm,
  onClose,
}: {
  step: { order: AdminOrder; to: keyof typeof STEP_CONFIRM } | null;
  pending: boolean;
  onConfirm: (order: AdminOrder, to: keyof typeof STEP_CONFIRM) => void;
  onClose: () => void;
}) {
  const text = step ? STEP_CONFIRM[step.to] : undefined;
  return (
    <Dialog open={step !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md" data-testid="confirm-step">
        <div className="flex flex-col gap-4 p-5">
          <div>
            <DialogTitle>{text?.title}</DialogTitle>
            <DialogDescription className="mt-1">
              {step ? `${step.order.order_number} · ${step.order.customer_company}` : ""}
            </DialogDescription>
          </div>
          <p className="text-sm">{STEP_EMAIL_NOTE}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              {text?.back}
            </Button>
            <Button
              variant={step?.to === "cancelled" ? "danger" : "primary"}
              pending={pending}
              onClick={() => (step ? onConfirm(step.order, step.to) : undefined)}
            >
              {text?.confirm}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** What the ship dialog asks, by the API's names (PUT /v2/admin/orders/{id}/status). */
type Shipment = { carrier: string; tracking_number: string };
const NO_SHIPMENT: Shipment = { carrier: "", tracking_number: "" };

function ShipDialog({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  const ids = useId();
  const update = useUpdateOrderStatus();
  const [values, setValues] = useState(NO_SHIPMENT);
  const [errors, setErrors] = useState<Partial<Shipment>>({});
  /** A field's value (at most the API's 100 characters), its change and its error. */
  const field = (name: keyof Shipment) => ({
    value: values[name],
    maxLength: 100,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  async function submit() {
    if (!order) return;
    // The domain's rule for shipping (the API's own): carrier and tracking number, trimmed, required.
    const parsed = orderStatusUpdateSchema.safeParse({ status: "shipped", ...values });
    setErrors(parsed.success ? {} : schemaFieldErrors(parsed.error));
    if (!parsed.success) return;
    try {
      const result = await update.mutateAsync({ id: order.id, ...parsed.data });
      toast.success(`${order.order_number}: Shipped`, {
        description: result.email_queued
          ? "The customer is emailed the tracking number."
          : "No email: the customer turned shipping updates off.",
      });
      setValues(NO_SHIPMENT);
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        setErrors({
          carrier: error.fieldError("carrier"),
          tracking_number: error.fieldError("tracking_number"),
        });
      }
      toast.error("Error", { description: isApiError(error) ? error.message : "Update failed." });
    }
  }

  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <form
          className="flex flex-col gap-4 p-5"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div>
            <DialogTitle>Mark shipped</DialogTitle>
            <DialogDescription className="mt-1">
              {order ? `${order.order_number} · ${order.customer_company}` : ""}
            </DialogDescription>
          </div>
          <AdminInputField
            id={`${ids}-carrier`}
            label="Carrier"
            {...field("carrier")}
            list={`${ids}-carriers`}
          >
            <datalist id={`${ids}-carriers`}>
              <option value="UPS" />
              <option value="FedEx" />
              <option value="FedEx Freight" />
              <option value="USPS" />
              <option value="R+L Carriers" />
            </datalist>
          </AdminInputField>
          <AdminInputField
            id={`${ids}-tracking`}
            label="Tracking number"
            {...field("tracking_number")}
            className="font-mono"
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" pending={update.isPending}>
              Mark shipped
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A line of an order as the admin list carries it (issue #15). */
type AdminOrderLine = AdminOrder["items"][number];

/** The order's lines; a reply without lines (never sent by this server) shows its one item. */
/** The order's tax-exemption hold (issue #21): a badge while held, what released it after. */
function HoldCell({ order }: { order: AdminOrder }) {
  const hold = order.tax_exemption_hold;
  if (hold === "none") return <span className="text-muted-foreground text-xs">—</span>;
  return (
    <div className="flex flex-col gap-1" data-testid="tax-exemption-hold">
      <Badge variant={hold === "awaiting_certificate" ? "warning" : "success"}>
        {hold === "awaiting_certificate" ? "Awaiting certificate" : TAX_EXEMPTION_HOLD_LABELS[hold]}
      </Badge>
      {order.tax_due !== null ? (
        <span className="text-muted-foreground text-xs tabular-nums">
          {formatDollars(order.tax_due)} owed
        </span>
      ) : null}
    </div>
  );
}

function linesOf(
  order: AdminOrder,
): Pick<AdminOrderLine, "material" | "quantity" | "line_total" | "dimensions" | "cut_plan">[] {
  if (order.items.length > 0) return order.items;
  return [
    {
      material: order.material,
      quantity: order.quantity,
      line_total: order.material_cost,
      dimensions: {},
    },
  ];
}

/**
 * The order's lines in the orders table: one line shown in full, several behind a disclosure
 * (a native details element: keyboard and screen readers get it for free).
 */
function OrderLinesCell({ order }: { order: AdminOrder }) {
  const lines = linesOf(order);
  const line = (l: ReturnType<typeof linesOf>[number]) =>
    l.cut_plan ? (
      // "Full lengths, cut by us" (issue #17): the bars and what to cut from each.
      <>
        <span>{l.material}</span>
        <span className="text-muted-foreground text-xs">
          {` ${describeCutPlan(l.cut_plan)} · ${formatDollars(l.line_total)}`}
        </span>
        <details data-testid="order-cut-plan">
          <summary className="cursor-pointer text-xs">Cutting plan</summary>
          <ul className="text-muted-foreground text-xs tabular-nums">
            {describeCutPlanBars(l.cut_plan).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </details>
      </>
    ) : (
      <>
        <span>{l.material}</span>
        <span className="text-muted-foreground text-xs">
          {" "}
          {Object.keys(l.dimensions).length > 0 ? `${formatDimensions(l.dimensions)} ` : ""}×{" "}
          {l.quantity}
          {` · ${formatDollars(l.line_total)}`}
        </span>
      </>
    );
  const [first] = lines;
  if (lines.length === 1 && first) return <div data-testid="order-line">{line(first)}</div>;
  return (
    <details className="group" data-testid="order-lines">
      <summary className="cursor-pointer rounded-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">
        {lines.length} lines
        <span className="font-normal text-muted-foreground text-xs"> · {first?.material} …</span>
      </summary>
      <ol className="mt-1 flex list-decimal flex-col gap-0.5 pl-5">
        {lines.map((l, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder
          <li key={index} data-testid="order-line">
            {line(l)}
          </li>
        ))}
      </ol>
    </details>
  );
}
