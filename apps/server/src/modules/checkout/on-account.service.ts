import { randomUUID } from "node:crypto";
import {
  centsToDollars,
  companyRoleMay,
  formatOrderNumber,
  invoiceDueDate,
  MESSAGES,
  needsApproval,
  type OnAccountCheckoutRequest,
  type OnAccountOrder,
} from "@ingot/domain";
import { eq } from "drizzle-orm";
import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import { documents, orderLines, orders } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import {
  assertFitsCredit,
  lockTermsOf,
  membershipOf,
  ownersOf,
  termsOf,
} from "../../lib/companies";
import { queueApprovalOutcome, queueApprovalRequests } from "../email/company-emails";
import { queueOrderEmails } from "../email/order-emails";
import type { EventBus } from "../events/event-bus";
import { enqueueInvoiceCreated } from "../webhooks/invoice-event";
import { lineValues, orderAddressOf, orderValues, type PricedCheckout } from "./checkout.service";
import { claimPoDocument } from "./po-upload";
import { claimQuoteLines } from "./quote-line-claims";

/**
 * Buying on account (issue #16, decision 029): a member of a company with payment terms orders
 * with a PO number instead of a card. The server prices the order as the card checkout does
 * (`price`), then, in ONE transaction: locks the company's terms row `for update` (concurrent
 * orders of one company queue behind it), reads the open balance, refuses an order over the
 * available credit (409, nothing stored), claims the quote lines, and inserts the order invoiced,
 * or `pending_approval` when it is above the buyer's order limit (it then holds no credit until an
 * owner approves it, and the approval checks the credit again under the same lock).
 */

export interface OnAccountDeps {
  db: Database;
  config: Pick<
    Config,
    "publicUrl" | "brandName" | "orderPrefix" | "email" | "facility" | "authSecret"
  >;
  events?: Pick<EventBus, "publish">;
  /** The card checkout's pricing (checkout.service `price`): the one place an order is priced. */
  price: (input: OnAccountCheckoutRequest, userId: string) => Promise<PricedCheckout>;
}

/** The member who may order on account, with their company's terms; 403 otherwise. */
export async function assertMayOrderOnAccount(db: Database, userId: string) {
  const membership = await membershipOf(db, userId);
  if (!membership) throw AppError.forbidden(MESSAGES.companies.noCompany);
  if (!companyRoleMay(membership.role, "order")) {
    throw AppError.forbidden(MESSAGES.companies.viewerReadOnly);
  }
  return membership;
}

export function createOnAccountService(deps: OnAccountDeps) {
  const { db, config } = deps;

  return {
    /** POST /v2/checkout/on-account. */
    async place(input: OnAccountCheckoutRequest, userId: string): Promise<OnAccountOrder> {
      const membership = await assertMayOrderOnAccount(db, userId);
      const companyId = membership.organizationId;
      if (!(await termsOf(db, companyId))) throw AppError.forbidden(MESSAGES.companies.noTerms);
      const p = await deps.price(input, userId);
      const orderId = randomUUID();
      const now = new Date();
      const order = await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        // First the lock: every order and approval of this company waits here for the one before.
        const terms = await lockTermsOf(tx, companyId);
        if (!terms) throw AppError.forbidden(MESSAGES.companies.noTerms);
        // The membership as it is now (a removed or demoted member loses the right at once).
        const current = await assertMayOrderOnAccount(tx, userId);
        if (current.organizationId !== companyId) {
          throw AppError.forbidden(MESSAGES.companies.noTerms);
        }
        await assertFitsCredit(tx, companyId, terms.creditLimitCents, p.totalCents);
        const pending = needsApproval(current.role, current.orderLimitCents, p.totalCents);
        await claimQuoteLines(
          tx,
          p.lines.flatMap((line, index) => (line.quoted ? [{ index, quoted: line.quoted }] : [])),
          { userId, numbered: p.numbered, now },
        );
        const poDocumentId = input.po_upload_token
          ? await claimPoDocument(tx, config.authSecret, input.po_upload_token, userId)
          : null;
        const [row] = await tx
          .insert(orders)
          .values({
            ...orderValues(p, input, orderAddressOf(p, input)),
            id: orderId,
            userId,
            provider: "terms",
            providerSessionId: `terms:${orderId}`,
            paymentMethod: "terms",
            paymentStatus: pending ? "pending_approval" : "invoiced",
            companyId,
            customerOrderNumber: input.po_number,
            approval: pending ? "pending" : "not_needed",
            poDocumentId,
            invoicedAt: pending ? null : now,
            dueDate: invoiceDueDate(p.shipBy, terms.netDays),
          })
          .returning();
        if (!row) throw new Error("insert returned no row");
        await tx.insert(orderLines).values(lineValues(p, input, orderId));
        if (poDocumentId) {
          await tx
            .update(documents)
            .set({ orderId, companyId })
            .where(eq(documents.id, poDocumentId));
        }
        if (pending) {
          await queueApprovalRequests(tx, row, await ownersOf(tx, companyId), config);
          await queueApprovalOutcome(tx, row, "pending", config);
        } else {
          // Placed like a paid order: the customer's confirmation and the sales alert.
          await queueOrderEmails(tx, row, config);
          await enqueueInvoiceCreated(tx, row, config.orderPrefix);
        }
        return row;
      });
      await deps.events?.publish({
        type: "order.created",
        id: order.id,
        data: { payment_method: "terms", payment_status: order.paymentStatus },
      });
      if (order.paymentStatus === "invoiced") {
        await deps.events?.publish({ type: "order.invoiced", id: order.id });
      }
      return {
        order_id: order.id,
        order_number: formatOrderNumber(order.id, config.orderPrefix),
        payment_method: "terms",
        payment_status: order.paymentStatus === "invoiced" ? "invoiced" : "pending_approval",
        total_cost: centsToDollars(order.totalCents),
        due_date: order.dueDate ?? "",
      };
    },
  };
}
