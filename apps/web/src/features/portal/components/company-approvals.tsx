import { MESSAGES, type OrderDisplay } from "@ingot/domain";
import { Check, ClipboardCheck, X } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FieldError } from "@/components/ui/field-error";
import { TitledCard } from "@/components/ui/titled-card";
import { formatDate } from "@/lib/format-dates";
import { formatDollars } from "@/lib/format-figures";
import { toast } from "@/lib/toast";
import { useCompanyOrders, useDecideOrder } from "../api/company-orders";
import { useActionError } from "../hooks/use-action-error";
import { useConfirmedAction } from "../hooks/use-confirmed-action";
import { ListItem } from "./list-item";
import { RowActions } from "./row-actions";
import { QueryList } from "./section-states";

/** The query of the orders waiting for an owner (the agreed status filter of the company list). */
export const PENDING_APPROVAL_QUERY = { status: "pending_approval", page: 1, limit: 50 } as const;

/** Which order, who placed it and when (and on which PO), and what it is. */
function OrderSummary({ order }: { order: OrderDisplay }) {
  const lines = order.items.length;
  return (
    <>
      <p className="font-mono font-semibold">{order.order_number}</p>
      <p className="text-muted-foreground">
        {order.placed_by ? `${order.placed_by} · ` : ""}
        <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
        {order.on_account ? ` · PO ${order.on_account.po_number}` : ""}
      </p>
      <p>{lines === 1 ? `${order.material} × ${order.quantity} pcs` : `${lines} lines`}</p>
    </>
  );
}

function PendingOrder({
  order,
  onDecline,
}: {
  order: OrderDisplay;
  onDecline: (order: OrderDisplay) => void;
}) {
  const decide = useDecideOrder();
  const { error, run } = useActionError();
  const approve = () =>
    run(
      async () => {
        await decide.mutateAsync({ id: order.id, decision: "approve" });
        toast.success(`Order ${order.order_number} approved`, {
          description: "It is invoiced and goes into production.",
        });
      },
      "Order not approved",
      MESSAGES.companies.orderNotPending,
    );
  return (
    <ListItem
      frame="row"
      testId="approval-order"
      summaryClassName="text-sm"
      summary={<OrderSummary order={order} />}
      aside={
        <p className="font-semibold text-lg tabular-nums">{formatDollars(order.total_amount)}</p>
      }
    >
      <RowActions
        className="flex flex-wrap gap-2"
        running={decide.isPending ? "approve" : undefined}
        actions={[
          {
            id: "approve",
            icon: Check,
            label: "Approve",
            variant: "primary",
            name: `Approve order ${order.order_number}`,
            onClick: () => void approve(),
          },
          {
            id: "decline",
            icon: X,
            label: "Decline",
            name: `Decline order ${order.order_number}`,
            onClick: () => onDecline(order),
          },
        ]}
      />
      <FieldError alert>{error}</FieldError>
    </ListItem>
  );
}

/** Owners: the buyers' orders above their limits, to approve or decline (issue #16). */
export function ApprovalsCard() {
  const orders = useCompanyOrders(PENDING_APPROVAL_QUERY);
  const decline = useDecideOrder();
  const declining = useConfirmedAction(
    async (order: OrderDisplay) => {
      await decline.mutateAsync({ id: order.id, decision: "decline" });
      toast.success(`Order ${order.order_number} declined`, {
        description: "It is cancelled and the buyer is told.",
      });
    },
    decline.isPending,
    "Order not declined",
    MESSAGES.companies.orderNotPending,
  );
  const chosen = declining.target;

  return (
    <TitledCard
      data-testid="company-approvals"
      icon={ClipboardCheck}
      small
      title="Waiting for your approval"
      description="Orders above a buyer's order limit. Approved, an order is invoiced and goes into production; declined, it is cancelled."
    >
      <QueryList
        query={orders}
        failed="The orders waiting for approval could not be loaded."
        skeleton="[&>div]:h-24"
        items={(data) => data.orders}
        empty="Nothing is waiting for your approval."
        emptyTestId="approvals-empty"
        label="Orders waiting for your approval"
      >
        {(order) => <PendingOrder key={order.id} order={order} onDecline={declining.ask} />}
      </QueryList>
      <ConfirmDialog
        {...declining.dialog}
        title={`Decline order ${chosen?.order_number ?? ""}?`}
        description={
          <p>
            The order is cancelled and {chosen?.placed_by ?? "the buyer"} is told. It cannot be
            approved afterwards.
          </p>
        }
        confirmLabel="Decline order"
      />
    </TitledCard>
  );
}
