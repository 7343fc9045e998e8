import { randomUUID } from "node:crypto";
import {
  type Address,
  type ConfirmCheckoutResponse,
  CURRENCY,
  centsToDollars,
  decideTaxExemption,
  describeCutPlan,
  EMPTY_ORDER_MESSAGE,
  formatCartItemMaterial,
  formatUsd,
  getMaterial,
  holdOf,
  type ItemSpec,
  LINE_CHOICE_MESSAGE,
  lineErrorMessage,
  type MultiLineCheckoutPricingRequest,
  type MultiLineCheckoutPricingResponse,
  type MultiLineCheckoutSessionRequest,
  type MultiLineCheckoutSessionResponse,
  normalizeStateCode,
  type OrderPricing,
  priceOrder,
  resolveDeliveryState,
  resolvePoNumber,
  roundWeight,
  type TaxExemptionDecision,
} from "@ingot/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import { type OrderAddress, orderLines, orders } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { membershipOf } from "../../lib/companies";
import type { ShipDates } from "../../lib/ship-dates";
import { type MapsProvider, zip5 } from "../../providers/maps/maps-provider";
import type {
  PaymentLineItem,
  PaymentProvider,
  PaymentSession,
} from "../../providers/payment/payment-provider";
import { createCutListsService } from "../cut-lists/cut-lists.service";
import { queueOrderEmails } from "../email/order-emails";
import type { EventBus } from "../events/event-bus";
import type { MaterialsCatalog } from "../materials/materials-catalog";
import { loadLinesOf } from "../orders/order-lines";
import { type OrderRow, toConfirmedOrder } from "../orders/order-view";
import { sumSplits } from "../pricing/price-split-reply";
import { createPricingService } from "../pricing/pricing.service";
import { certificateStatusesOf } from "../tax-exemption-hold/tax-exemption-hold.service";
import { uploadUrlFor } from "../tax-exemption-hold/upload-token";
import {
  atLine,
  lineDimensions,
  materialSpecOf,
  type PricedOrderLine,
  priceCutListLine,
  priceLine,
  requestedLines,
  toOrderLine,
} from "./order-lines";
import {
  claimQuoteLines,
  PAYMENT_SESSION_TTL_MS,
  quoteLineSoldElsewhere,
} from "./quote-line-claims";
import { loadQuotedLine } from "./quoted-line";

export interface CheckoutDeps {
  db: Database;
  /** The materials as stored, through the instance's cached copy (`app.materials`). */
  materials: MaterialsCatalog;
  config: Pick<
    Config,
    "publicUrl" | "brandName" | "orderPrefix" | "email" | "facility" | "payments" | "authSecret"
  >;
  payment: PaymentProvider;
  maps: MapsProvider;
  log: Pick<FastifyBaseLogger, "warn" | "error" | "info">;
  /** Live events for the admin dashboard (modules/events); `order.paid` after the commit. */
  events?: Pick<EventBus, "publish">;
  /** "Now" for quote validity and ship dates (`app.clock`). */
  clock: Clock;
  /** Ship dates and arrival estimates (`app.shipDates`, issue #22). */
  shipDates: ShipDates;
}

/** '6061-T651 - Plate' (spec §3 purchase data's material). */
export function orderMaterialLabel(item: ItemSpec): string {
  const label = getMaterial(item.material)?.label ?? item.material;
  return formatCartItemMaterial({
    material: label,
    shapeName: item.shape,
    productType: item.product_type,
  });
}

/** `orders.dimensions` (spec §3): length, width, height in inches; a diameter counts as width. */
export function orderDimensions(item: ItemSpec) {
  const d = item.dimensions;
  const width = d.width ?? d.diameter;
  return {
    length_inches: d.length ?? 0,
    ...(width !== undefined ? { width_inches: width } : {}),
    ...(d.height !== undefined ? { height_inches: d.height } : {}),
  };
}

function piecesText(material: string, quantity: number): string {
  return `${material} × ${quantity} ${quantity === 1 ? "piece" : "pieces"}`;
}

/** A line as the payment page names it: its pieces, or the bars and pieces of a cut plan. */
function lineText(line: PricedOrderLine): string {
  const material = orderMaterialLabel(line.item);
  return line.cutPlan
    ? `${material}: ${describeCutPlan(line.cutPlan)}`
    : piecesText(material, line.item.quantity);
}

/** The payment page's lines: one per order line (its whole line total), then tax and shipping. */
function paymentLineItems(p: PricedCheckout): PaymentLineItem[] {
  const items: PaymentLineItem[] = p.lines.map((line) => ({
    name: orderMaterialLabel(line.item),
    description: line.cutPlan
      ? lineText(line)
      : `${lineText(line)} at ${formatUsd(line.unitPriceCents)} each`,
    amountCents: line.lineTotalCents,
  }));
  if (p.taxCents > 0) items.push({ name: "Sales tax", description: "", amountCents: p.taxCents });
  if (p.shippingCents > 0) {
    items.push({ name: "Shipping", description: "", amountCents: p.shippingCents });
  }
  return items;
}

export interface PricedCheckout {
  lines: PricedOrderLine[];
  /** whether refusals name their line (the request sent `items` or `quote_lines`) */
  numbered: boolean;
  totalWeightLbs: number;
  materialCostCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  distanceMiles: number | null;
  /** The delivery state as a code, when one is known (the ZIP's when the ZIP is known). */
  stateCode: string | null;
  /** The delivery city: the typed one, or the ZIP's when none was typed. */
  city: string | null;
  leadTime: OrderPricing["leadTime"];
  /** The server's decision on the `tax_exempt` claim (issue #21): no tax unless `taxed`. */
  taxExemption: TaxExemptionDecision;
  /** Promised when priced, from the clock (issue #22): `YYYY-MM-DD` in the facility's zone. */
  shipBy: string;
  orderWithinMinutes: number | null;
  /** Shipping only: ship date + ground transit by distance. */
  arrivesBy: string | null;
}

/** What checkout prices: the order's lines (named one of three ways) and the delivery. */
export type CheckoutInput = Parameters<typeof requestedLines>[0] & {
  delivery_method: "ship" | "pickup";
  address?: Address | undefined;
  tax_exempt: boolean;
};

/** The stored delivery address: the ZIP's state and city where known (issue #21); null on pickup. */
export function orderAddressOf(p: PricedCheckout, input: CheckoutInput): OrderAddress | null {
  return input.delivery_method === "ship" && input.address
    ? {
        street: input.address.street ?? "",
        city: p.city ?? "",
        state: p.stateCode ?? input.address.state ?? "",
        zip_code: input.address.zip_code ?? "",
        country: input.address.country,
      }
    : null;
}

/** What the buyer typed on the checkout form, as an order stores it. */
export interface CheckoutContact {
  customer_name: string;
  customer_company: string;
  customer_email: string;
  customer_phone?: string | undefined;
  dfars: boolean;
  rohs: boolean;
  notes?: string | undefined;
}

/**
 * An order row's columns from a priced checkout (card or on account): the first line's
 * single-item columns, the money, the contact, the tax decision and the promised dates. The
 * caller adds the id, owner, payment columns and PO number.
 */
export function orderValues(
  p: PricedCheckout,
  input: CheckoutInput & CheckoutContact,
  address: OrderAddress | null,
) {
  const [first] = p.lines;
  if (!first) throw AppError.badRequest(EMPTY_ORDER_MESSAGE);
  return {
    currency: CURRENCY,
    item: first.item,
    material: orderMaterialLabel(first.item),
    materialSpec: materialSpecOf(first.item),
    dimensions: orderDimensions(first.item),
    quantity: first.item.quantity,
    weightPerPieceLbs: roundWeight(first.weightPerPieceLbs),
    totalWeightLbs: roundWeight(p.totalWeightLbs),
    sourceRfqId: first.quoted?.sourceRfqId ?? null,
    sourceRfqItemId: first.quoted?.sourceRfqItemId ?? null,
    materialCostCents: p.materialCostCents,
    taxAmountCents: p.taxCents,
    shippingCostCents: p.shippingCents,
    totalCents: p.totalCents,
    distanceMiles: p.distanceMiles,
    customerName: input.customer_name,
    customerCompany: input.customer_company,
    customerEmail: input.customer_email,
    customerPhone: input.customer_phone || null,
    customerAddress: address,
    dfarsRequired: input.dfars,
    rohsRequired: input.rohs,
    taxExemption: p.taxExemption !== "taxed",
    taxExemptionHold: holdOf(p.taxExemption),
    deliveryMethod: input.delivery_method,
    notes: input.notes || null,
    shipBy: p.shipBy,
    arrivesBy: p.arrivesBy,
  };
}

/** The order's lines as stored, each with the split the buyer was shown (issue #22). */
export function lineValues(p: PricedCheckout, input: CheckoutContact, orderId: string) {
  return p.lines.map((line) => ({
    orderId,
    position: line.position,
    item: line.item,
    material: orderMaterialLabel(line.item),
    materialSpec: materialSpecOf(line.item),
    dimensions: lineDimensions(line.item),
    quantity: line.item.quantity,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.lineTotalCents,
    weightPerPieceLbs: roundWeight(line.weightPerPieceLbs),
    totalWeightLbs: roundWeight(line.totalWeightLbs),
    dfarsRequired: input.dfars,
    rohsRequired: input.rohs,
    sourceRfqId: line.quoted?.sourceRfqId ?? null,
    sourceRfqItemId: line.quoted?.sourceRfqItemId ?? null,
    quoteLineKey: line.quoted?.key ?? null,
    baseCostCents: line.split.baseCents,
    surchargeCostCents: line.split.surchargeCents,
    cutCostCents: line.split.cutCents,
    discountCents: line.split.discountCents,
    discountPercent: line.split.discountPercent,
    cutPlan: line.cutPlan ?? null,
  }));
}

export type ApplyOutcome =
  | "paid-now"
  | "already-paid"
  | "not-paid"
  | "mismatch"
  | "unknown-order"
  | "quote-line-sold";

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, config, payment, maps, log } = deps;
  const pricing = createPricingService({ materials: deps.materials, clock: deps.clock });
  const cutLists = createCutListsService({ materials: deps.materials, clock: deps.clock });

  /**
   * Every figure of a checkout, from the lines' specs and the DB's prices; nothing from the
   * client (issue #15). A line bought from an accepted quote takes the quote's spec and its quoted
   * unit price × quantity; weights come from the catalog. The material cost is the sum of the
   * lines, tax applies to that sum, and shipping is computed once on the total weight.
   */
  async function price(input: CheckoutInput, userId: string | null): Promise<PricedCheckout> {
    const requested = requestedLines(input);
    const lines: PricedOrderLine[] = [];
    for (const [index, wanted] of requested.lines.entries()) {
      lines.push(
        await atLine(requested, index, async () => {
          if (wanted.cutList) {
            // Planned and priced as POST /v2/cut-lists/optimize does (its 400s too).
            const { plan, prices } = await cutLists.plan(wanted.cutList);
            return priceCutListLine(index + 1, wanted.cutList, plan, prices);
          }
          const quoted = wanted.quoteRef
            ? await loadQuotedLine(db, wanted.quoteRef, userId, deps.clock.now())
            : undefined;
          const spec = quoted?.item ?? wanted.item;
          if (!spec) throw AppError.badRequest(LINE_CHOICE_MESSAGE);
          const { item, pricing: materialPricing } = await pricing.resolve(spec);
          return priceLine(index + 1, item, materialPricing, quoted);
        }),
      );
    }
    const seen = new Set<string>();
    for (const [index, line] of lines.entries()) {
      if (!line.quoted) continue;
      if (seen.has(line.quoted.key)) {
        const message = "This quote line is already in this order.";
        throw AppError.badRequest(
          requested.numbered ? lineErrorMessage(index + 1, message) : message,
        );
      }
      seen.add(line.quoted.key);
    }
    const shipping = input.delivery_method === "ship";
    let stateCode: string | null = input.address?.state
      ? (normalizeStateCode(input.address.state) ?? null)
      : null;
    let city = input.address?.city?.trim() || null;
    let distanceMiles: number | null = null;
    if (shipping && input.address) {
      // The tax state is the ZIP's, never the buyer's word (issue #21); unknown ZIPs keep the typed one.
      const zip = zip5(input.address.zip_code);
      const resolved = resolveDeliveryState({
        zip: zip ?? input.address.zip_code ?? "",
        typedState: input.address.state,
        typedCity: input.address.city,
        location: zip ? await maps.lookupZip(zip) : null,
      });
      if (!resolved.ok) {
        throw AppError.badRequest(resolved.message, [
          { field: resolved.field, message: resolved.message },
        ]);
      }
      if (resolved.fromZip) stateCode = resolved.state;
      city = resolved.city;
      distanceMiles = await maps.distanceMiles(input.address);
    }
    const state = stateCode ?? (input.address?.state?.trim() || null);
    // `tax_exempt` is a claim (issue #21, decision 019): only a signed-in customer's accepted
    // certificate exempts on their word; any other claim is held (no tax now, no production until
    // staff accept a certificate or charge the tax).
    const taxExemption = decideTaxExemption({
      claimed: input.tax_exempt,
      signedIn: userId !== null,
      certificateStatuses: userId ? await certificateStatusesOf(db, userId) : [],
    });
    const order = priceOrder(lines, {
      deliveryMethod: input.delivery_method,
      state,
      distanceMiles,
      taxExempt: taxExemption !== "taxed",
    });
    // Lead time follows the order's material cost (priceOrder), so does the ship date.
    const promise = deps.shipDates.promise(order.leadTime.days);
    return {
      lines,
      numbered: requested.numbered,
      totalWeightLbs: order.totalWeightLbs,
      materialCostCents: order.materialCostCents,
      taxCents: order.taxCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      distanceMiles,
      stateCode,
      city,
      leadTime: order.leadTime,
      taxExemption,
      shipBy: promise.ship_by,
      orderWithinMinutes: promise.order_within_minutes,
      arrivesBy: shipping ? deps.shipDates.arrival(promise.ship_by, distanceMiles) : null,
    };
  }

  async function findBySession(sessionId: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.provider, payment.name), eq(orders.providerSessionId, sessionId)))
      .limit(1);
    return row;
  }

  /**
   * Applies what the provider says about a session. The one paid transition is a conditional update
   * (`where payment_status = 'pending'`), so a webhook and /success racing, or a replay, produce it
   * once; the order emails are queued in the same transaction, only by that transition.
   */
  async function applySession(session: PaymentSession): Promise<ApplyOutcome> {
    const order = await findBySession(session.id);
    if (!order) {
      log.warn({ sessionId: session.id }, "payment session without an order");
      return "unknown-order";
    }
    if (order.paymentStatus === "paid") return "already-paid";
    if (session.paymentStatus !== "paid") return "not-paid";
    const matches =
      session.amountTotalCents === order.totalCents &&
      (session.currency ?? "").toLowerCase() === order.currency &&
      (session.orderId === null || session.orderId === order.id);
    if (!matches) {
      log.error(
        {
          orderId: order.id,
          sessionId: session.id,
          expected: order.totalCents,
          got: session.amountTotalCents,
          currency: session.currency,
        },
        "paid session does not match its order; not marking it paid",
      );
      return "mismatch";
    }
    const outcome = await db.transaction(async (tx) => {
      if (await quoteLineSoldElsewhere(tx as unknown as Database, order.id)) {
        log.error(
          { orderId: order.id, sessionId: session.id },
          "paid session for a quote line another order has bought; not marking it paid",
        );
        return "quote-line-sold" as const;
      }
      const [updated] = await tx
        .update(orders)
        .set({ paymentStatus: "paid", paidAt: new Date(), updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, "pending")))
        .returning();
      if (!updated) return "already-paid";
      await queueOrderEmails(tx as unknown as Database, updated, config);
      log.info({ orderId: updated.id }, "order paid");
      return "paid-now" as const;
    });
    if (outcome === "paid-now") await deps.events?.publish({ type: "order.paid", id: order.id });
    return outcome;
  }

  return {
    price,
    applySession,

    /** POST /v2/pricing/checkout; quoted lines need their signed-in owner (`userId`). */
    async quote(
      input: MultiLineCheckoutPricingRequest,
      userId: string | null = null,
    ): Promise<MultiLineCheckoutPricingResponse> {
      const p = await price(input, userId);
      return {
        material_cost: centsToDollars(p.materialCostCents),
        tax_amount: centsToDollars(p.taxCents),
        shipping_cost: centsToDollars(p.shippingCents),
        total_cost: centsToDollars(p.totalCents),
        ...(p.distanceMiles !== null ? { distance_miles: p.distanceMiles } : {}),
        ship_by: p.shipBy,
        order_within_minutes: p.orderWithinMinutes,
        ...(p.arrivesBy !== null ? { arrives_by: p.arrivesBy } : {}),
        lead_time: { tier: p.leadTime.tier, days: p.leadTime.days, label: p.leadTime.label },
        ...sumSplits(p.lines.map((line) => line.split)),
        lines: p.lines.map(toOrderLine),
        tax_exemption: p.taxExemption,
      };
    },

    /**
     * POST /api/stripe/create-checkout-session: prices on the server (a sent `amount` is ignored),
     * saves the pending order and its lines (after checking its quote lines are free, in one
     * transaction), then opens the provider session with one line item per order line.
     */
    async createSession(
      input: MultiLineCheckoutSessionRequest,
      userId: string | null,
    ): Promise<MultiLineCheckoutSessionResponse> {
      const p = await price(input, userId);
      const orderId = randomUUID();
      const [first] = p.lines;
      if (!first) throw AppError.badRequest(EMPTY_ORDER_MESSAGE);
      const material = orderMaterialLabel(first.item);
      const address = orderAddressOf(p, input);
      const now = new Date();
      // Until the provider names the session, the order holds a placeholder id of its own.
      const placeholder = `pending:${orderId}`;
      const superseded = await db.transaction(async (tx) => {
        const taken = await claimQuoteLines(
          tx as unknown as Database,
          p.lines.flatMap((line, index) => (line.quoted ? [{ index, quoted: line.quoted }] : [])),
          { userId, numbered: p.numbered, now },
        );
        await tx.insert(orders).values({
          ...orderValues(p, input, address),
          id: orderId,
          userId,
          // A company member's order belongs to the company too (issue #16): its members share it.
          companyId: userId ? ((await membershipOf(tx, userId))?.organizationId ?? null) : null,
          provider: payment.name,
          providerSessionId: placeholder,
          paymentStatus: "pending",
          customerOrderNumber: resolvePoNumber(input.customer_order_number, input.customer_name),
        });
        await tx.insert(orderLines).values(lineValues(p, input, orderId));
        return taken;
      });
      for (const old of superseded) {
        if (old.provider !== payment.name || old.sessionId.startsWith("pending:")) continue;
        await payment.expireSession?.(old.sessionId).catch((err: unknown) => {
          log.warn({ err, orderId: old.orderId }, "could not expire a superseded payment session");
        });
      }
      let session: PaymentSession & { url: string };
      try {
        session = await payment.createSession({
          orderId,
          amountCents: p.totalCents,
          currency: CURRENCY,
          name: p.lines.length === 1 ? material : `Order of ${p.lines.length} lines`,
          description:
            p.lines.length === 1 ? lineText(first) : p.lines.map(lineText).join("; ").slice(0, 500),
          lineItems: paymentLineItems(p),
          customerEmail: input.customer_email,
          customerName: input.customer_name,
          customerCompany: input.customer_company,
          successUrl: `${config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.publicUrl}/purchase-summary`,
          expiresInMs: PAYMENT_SESSION_TTL_MS,
        });
      } catch (error) {
        // No session, no sale: the order lets its quote lines go.
        await db
          .update(orders)
          .set({ paymentStatus: "failed", updatedAt: new Date() })
          .where(eq(orders.id, orderId));
        throw error;
      }
      await db
        .update(orders)
        .set({ providerSessionId: session.id, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
      await deps.events?.publish({ type: "order.created", id: orderId });
      return {
        sessionId: session.id,
        url: session.url,
        orderId,
        items: p.lines.map(toOrderLine),
        cost_breakdown: {
          material_cost: centsToDollars(p.materialCostCents),
          tax_amount: centsToDollars(p.taxCents),
          shipping_cost: centsToDollars(p.shippingCents),
          total_cost: centsToDollars(p.totalCents),
        },
      };
    },

    /**
     * POST /v2/checkout/confirm: asks the provider about the session (unless the order is already
     * paid) and answers with the order. Loading /success again changes nothing.
     */
    async confirm(sessionId: string): Promise<ConfirmCheckoutResponse> {
      const order = await findBySession(sessionId);
      if (!order) throw AppError.notFound("Order not found.");
      if (order.paymentStatus === "pending") {
        const session = await payment.retrieveSession(sessionId);
        if (session) await applySession(session);
      }
      const current = (await findBySession(sessionId)) ?? order;
      return {
        paid: current.paymentStatus === "paid",
        payment_status: current.paymentStatus,
        order: toConfirmedOrder(
          current,
          config.orderPrefix,
          await loadLinesOf(db, current.id),
          uploadUrlFor(current, config),
        ),
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
