import {
  centsToDollars,
  companyRoleMay,
  dateInTimeZone,
  describeCutPlan,
  formatInvoiceNumber,
  formatOrderNumber,
  formatUsd,
  getLeadTime,
  type Invoice,
  invoiceBalanceCents,
  invoiceDueDate,
  invoiceStatus,
  isUuid,
  MESSAGES,
  type RecordPaymentRequest,
  type Statement,
} from "@ingot/domain";
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import { invoicePayments, orders, organization } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import {
  accountNamesOf,
  assertFitsCredit,
  lockTermsOf,
  membershipOf,
  termsOf,
} from "../../lib/companies";
import { FACILITY_TIME_ZONE, facilityToday } from "../../lib/facility-today";
import type { ShipDates } from "../../lib/ship-dates";
import { queueApprovalOutcome } from "../email/company-emails";
import { queueOrderEmails } from "../email/order-emails";
import type { EventBus } from "../events/event-bus";
import { loadLinesOf } from "../orders/order-lines";
import { enqueueInvoiceCreated } from "../webhooks/invoice-event";
import type { InvoicePdfInput } from "./render-invoice-pdf";

/**
 * After an on-account order is placed (issue #16, decision 029): owners approve or decline the
 * orders above a buyer's limit, members and admins read its invoice, admins record payments
 * against it, and the statement lists a company's invoices with what is open and overdue.
 * Approving adds to the open balance, so it takes the same lock on the company's terms as placing
 * an order does and checks the credit again.
 */

type OrderRow = typeof orders.$inferSelect;
type Tx = Database;

export interface OnAccountDeps {
  db: Database;
  config: Pick<
    Config,
    "publicUrl" | "brandName" | "orderPrefix" | "email" | "facility" | "authSecret"
  >;
  events: Pick<EventBus, "publish">;
  clock: Clock;
  shipDates: ShipDates;
}

const NOT_FOUND = "Order not found.";
const INVOICE_NOT_FOUND = "Invoice not found.";

/** Whether an on-account order has been invoiced (placed on terms or approved; paid later or not). */
export function isInvoiced(row: Pick<OrderRow, "paymentMethod" | "invoicedAt">): boolean {
  return row.paymentMethod === "terms" && row.invoicedAt !== null;
}

export function createOnAccountService(deps: OnAccountDeps) {
  const { db, config } = deps;
  const today = () => facilityToday(deps.clock.now());

  /** The caller's company's order `id` and the caller's membership; 404 when it is not theirs. */
  async function companyOrder(userId: string, id: string) {
    const membership = await membershipOf(db, userId);
    if (!membership || !isUuid(id)) throw AppError.notFound(NOT_FOUND);
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.companyId, membership.organizationId)));
    if (!row) throw AppError.notFound(NOT_FOUND);
    if (!companyRoleMay(membership.role, "approve")) {
      throw AppError.forbidden(MESSAGES.companies.ownersOnly);
    }
    return { membership, row };
  }

  async function lockOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    return row;
  }

  async function paymentsOf(tx: Tx, orderIds: readonly string[]) {
    if (orderIds.length === 0) return [];
    return tx
      .select()
      .from(invoicePayments)
      .where(inArray(invoicePayments.orderId, [...orderIds]))
      .orderBy(asc(invoicePayments.receivedAt), asc(invoicePayments.id));
  }

  /** Who placed each order: the account's name, else the name typed at checkout. */
  async function placedBy(tx: Tx, rows: readonly OrderRow[]): Promise<Map<string, string>> {
    const names = await accountNamesOf(tx, rows);
    return new Map(
      rows.map((r) => [
        r.id,
        (r.userId && names.get(r.userId)) || r.customerName || r.customerEmail,
      ]),
    );
  }

  async function invoicesOf(tx: Tx, rows: readonly OrderRow[]): Promise<Invoice[]> {
    const payments = await paymentsOf(
      tx,
      rows.map((r) => r.id),
    );
    const by = await placedBy(tx, rows);
    const now = today();
    return rows.map((row) => {
      const own = payments.filter((p) => p.orderId === row.id);
      const paidCents = own.reduce((sum, p) => sum + p.amountCents, 0);
      const balance = invoiceBalanceCents(
        row.totalCents,
        own.map((p) => p.amountCents),
      );
      const due = row.dueDate ?? now;
      return {
        order_id: row.id,
        order_number: formatOrderNumber(row.id, config.orderPrefix),
        invoice_number: formatInvoiceNumber(row.id),
        po_number: row.customerOrderNumber ?? "",
        issued_on: dateInTimeZone(row.invoicedAt ?? row.createdAt, FACILITY_TIME_ZONE),
        due_date: due,
        total: centsToDollars(row.totalCents),
        paid: centsToDollars(paidCents),
        balance: centsToDollars(balance),
        status: invoiceStatus(balance, due, now),
        placed_by: by.get(row.id) ?? row.customerName,
        payments: own.map((p) => ({
          id: p.id,
          amount: centsToDollars(p.amountCents),
          reference: p.reference,
          received_at: p.receivedAt.toISOString(),
        })),
      };
    });
  }

  return {
    /**
     * POST /v2/companies/current/orders/{id}/approve (owners). Under the terms lock: still
     * pending, still within the credit, then invoiced with its due date; the ship date is promised
     * again from now when the approval comes later than the first promise.
     */
    async approve(userId: string, id: string): Promise<OrderRow> {
      const { membership } = await companyOrder(userId, id);
      const companyId = membership.organizationId;
      const now = deps.clock.now();
      const approved = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const terms = await lockTermsOf(tx, companyId);
        if (!terms) throw AppError.forbidden(MESSAGES.companies.noTerms);
        const order = await lockOrder(tx, id);
        if (order?.paymentStatus !== "pending_approval") {
          throw AppError.conflict(MESSAGES.companies.orderNotPending, "ORDER_NOT_PENDING");
        }
        await assertFitsCredit(tx, companyId, terms.creditLimitCents, order.totalCents);
        const promised = deps.shipDates.promise(getLeadTime(order.materialCostCents).days).ship_by;
        const shipBy = order.shipBy && order.shipBy >= promised ? order.shipBy : promised;
        const [row] = await tx
          .update(orders)
          .set({
            paymentStatus: "invoiced",
            approval: "approved",
            approvalBy: userId,
            approvalAt: now,
            invoicedAt: now,
            shipBy,
            arrivesBy:
              order.deliveryMethod === "ship"
                ? deps.shipDates.arrival(shipBy, order.distanceMiles)
                : null,
            dueDate: invoiceDueDate(shipBy, terms.netDays),
            updatedAt: now,
          })
          .where(and(eq(orders.id, id), eq(orders.paymentStatus, "pending_approval")))
          .returning();
        if (!row) throw AppError.conflict(MESSAGES.companies.orderNotPending, "ORDER_NOT_PENDING");
        // Placed now, as a paid order is: the buyer's confirmation and the sales alert.
        await queueOrderEmails(tx, row, config);
        await enqueueInvoiceCreated(tx, row, config.orderPrefix);
        return row;
      });
      await deps.events.publish({ type: "order.invoiced", id: approved.id });
      return approved;
    },

    /** POST /v2/companies/current/orders/{id}/decline (owners): cancelled, and the buyer is told. */
    async decline(userId: string, id: string): Promise<OrderRow> {
      await companyOrder(userId, id);
      const now = deps.clock.now();
      const declined = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const [row] = await tx
          .update(orders)
          .set({
            paymentStatus: "declined",
            approval: "declined",
            approvalBy: userId,
            approvalAt: now,
            fulfilmentStatus: "cancelled",
            updatedAt: now,
          })
          .where(and(eq(orders.id, id), eq(orders.paymentStatus, "pending_approval")))
          .returning();
        if (!row) throw AppError.conflict(MESSAGES.companies.orderNotPending, "ORDER_NOT_PENDING");
        await queueApprovalOutcome(tx, row, "declined", config);
        return row;
      });
      await deps.events.publish({
        type: "order.status_changed",
        id: declined.id,
        data: { from: "pending", to: "cancelled" },
      });
      return declined;
    },

    /**
     * The invoice of an order for a PDF: the company's members and admins; 404 for everyone else
     * and for an order that has no invoice (card, pending approval, declined).
     */
    async invoicePdfInput(
      caller: { id: string; role: "customer" | "admin" },
      id: string,
    ): Promise<InvoicePdfInput> {
      if (!isUuid(id)) throw AppError.notFound(INVOICE_NOT_FOUND);
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      if (!row || !isInvoiced(row) || !row.companyId) throw AppError.notFound(INVOICE_NOT_FOUND);
      if (caller.role !== "admin") {
        const membership = await membershipOf(db, caller.id);
        if (membership?.organizationId !== row.companyId) {
          throw AppError.notFound(INVOICE_NOT_FOUND);
        }
      }
      const [invoice] = await invoicesOf(db, [row]);
      if (!invoice) throw AppError.notFound(INVOICE_NOT_FOUND);
      const lines = await loadLinesOf(db, row.id);
      const terms = await termsOf(db, row.companyId);
      const f = config.facility;
      const a = row.customerAddress;
      return {
        invoiceNumber: invoice.invoice_number,
        orderNumber: invoice.order_number,
        poNumber: invoice.po_number,
        issuedOn: invoice.issued_on,
        dueDate: invoice.due_date,
        netDays: terms?.netDays ?? null,
        billTo: {
          company: row.customerCompany,
          name: row.customerName,
          email: row.customerEmail,
          address: a ? `${a.street}, ${a.city}, ${a.state} ${a.zip_code}` : null,
        },
        remitTo: {
          name: config.brandName,
          lines: [
            f.name,
            f.street,
            `${f.city}, ${f.state} ${f.zip}`,
            f.phone,
            config.email.salesEmail,
          ],
        },
        lines: lines.map((line) => ({
          position: line.position,
          description: line.cutPlan
            ? `${line.material}\n${describeCutPlan(line.cutPlan)}`
            : line.material,
          quantity: line.quantity,
          unitCents: line.unitPriceCents,
          totalCents: line.lineTotalCents,
        })),
        materialCents: row.materialCostCents,
        taxCents: row.taxAmountCents,
        shippingCents: row.shippingCostCents,
        totalCents: row.totalCents,
        paidCents: Math.round(invoice.paid * 100),
        balanceCents: Math.round(invoice.balance * 100),
      };
    },

    /**
     * POST /v2/admin/orders/{id}/payments: a payment against an invoice; not over its balance.
     * The last payment turns the order `paid`. Answers the invoice as it stands after.
     */
    async recordPayment(adminId: string, id: string, body: RecordPaymentRequest): Promise<Invoice> {
      if (!isUuid(id)) throw AppError.notFound(NOT_FOUND);
      const amountCents = Math.round(Number(body.amount) * 100);
      const now = new Date();
      return db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const order = await lockOrder(tx, id);
        if (!order) throw AppError.notFound(NOT_FOUND);
        if (
          !isInvoiced(order) ||
          (order.paymentStatus !== "invoiced" && order.paymentStatus !== "paid")
        ) {
          throw AppError.conflict(MESSAGES.companies.notOnAccount, "NOT_ON_ACCOUNT");
        }
        const paid = (await paymentsOf(tx, [id])).map((p) => p.amountCents);
        const balance = invoiceBalanceCents(order.totalCents, paid);
        if (amountCents > balance) {
          throw AppError.conflict(
            MESSAGES.companies.paymentOverBalance(formatUsd(balance)),
            "PAYMENT_OVER_BALANCE",
          );
        }
        await tx.insert(invoicePayments).values({
          orderId: id,
          amountCents,
          reference: body.reference,
          recordedBy: adminId,
          receivedAt: now,
        });
        let current = order;
        if (amountCents === balance) {
          const [updated] = await tx
            .update(orders)
            .set({ paymentStatus: "paid", paidAt: now, updatedAt: now })
            .where(eq(orders.id, id))
            .returning();
          if (updated) current = updated;
        }
        const [invoice] = await invoicesOf(tx, [current]);
        if (!invoice) throw new Error("invoice vanished");
        return invoice;
      });
    },

    /** A company's statement: its invoices newest first, the open and the overdue balance. */
    async statement(companyId: string): Promise<Statement> {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.companyId, companyId),
            eq(orders.paymentMethod, "terms"),
            isNotNull(orders.invoicedAt),
            inArray(orders.paymentStatus, ["invoiced", "paid"]),
          ),
        )
        .orderBy(desc(orders.invoicedAt), desc(orders.id));
      const invoices = await invoicesOf(db, rows);
      const owed = (filter: (i: Invoice) => boolean) =>
        centsToDollars(
          invoices.filter(filter).reduce((sum, i) => sum + Math.round(i.balance * 100), 0),
        );
      return {
        invoices,
        open_balance: owed((i) => i.status !== "paid"),
        overdue_balance: owed((i) => i.status === "overdue"),
      };
    },

    /** GET /v2/admin/companies/{id}/statement: 404 for a company that does not exist. */
    async statementOfCompany(companyId: string): Promise<Statement> {
      const [company] = await db
        .select({ id: organization.id })
        .from(organization)
        .where(eq(organization.id, companyId));
      if (!company) throw AppError.notFound(MESSAGES.companies.notFound);
      return this.statement(companyId);
    },

    /** GET /v2/companies/current/statement: the caller's company's (any member); 404 without one. */
    async statementOfMember(userId: string): Promise<Statement> {
      const membership = await membershipOf(db, userId);
      if (!membership) throw AppError.notFound(MESSAGES.companies.noCompany);
      return this.statement(membership.organizationId);
    },
  };
}

export type OnAccountService = ReturnType<typeof createOnAccountService>;
