import { randomUUID } from "node:crypto";
import {
  type Address,
  type CheckoutPricingRequest,
  type CheckoutPricingResponse,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
  type ConfirmCheckoutResponse,
  CURRENCY,
  centsToDollars,
  formatCartItemMaterial,
  getMaterial,
  type ItemSpec,
  normalizeStateCode,
  priceCheckout,
  priceItem,
  resolveDeliveryState,
  resolvePoNumber,
  roundWeight,
} from "@ingot/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import { type OrderAddress, orders } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { type MapsProvider, zip5 } from "../../providers/maps/maps-provider";
import type { PaymentProvider, PaymentSession } from "../../providers/payment/payment-provider";
import { queueOrderEmails } from "../email/order-emails";
import type { EventBus } from "../events/event-bus";
import type { MaterialsCatalog } from "../materials/materials-catalog";
import { type OrderRow, toConfirmedOrder } from "../orders/order-view";
import { createPricingService } from "../pricing/pricing.service";
import { loadQuotedLine, type QuotedLine } from "./quoted-line";

export interface CheckoutDeps {
  db: Database;
  /** The materials as stored, through the instance's cached copy (`app.materials`). */
  materials: MaterialsCatalog;
  config: Pick<
    Config,
    "publicUrl" | "brandName" | "orderPrefix" | "email" | "facility" | "payments"
  >;
  payment: PaymentProvider;
  maps: MapsProvider;
  log: Pick<FastifyBaseLogger, "warn" | "error" | "info">;
  /** Live events for the admin dashboard (modules/events); `order.paid` after the commit. */
  events?: Pick<EventBus, "publish">;
}

/** '6061-T651 - Plate Plate' (spec §3 purchase data's material). */
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

export interface PricedCheckout {
  item: ItemSpec;
  weightPerPieceLbs: number;
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
  leadTime: ReturnType<typeof priceItem>["leadTime"];
}

export type ApplyOutcome = "paid-now" | "already-paid" | "not-paid" | "mismatch" | "unknown-order";

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, config, payment, maps, log } = deps;
  const pricing = createPricingService({ materials: deps.materials });

  /**
   * Every figure of a checkout, from the item spec and the DB's prices; nothing from the client.
   * With an accepted quote line, the item is the line's and the material cost its quoted unit
   * price × quantity; weight, lead time, tax and shipping are computed as usual.
   */
  async function price(
    input: {
      item: ItemSpec;
      delivery_method: "ship" | "pickup";
      address?: Address | undefined;
      tax_exempt: boolean;
    },
    quoted?: QuotedLine,
  ): Promise<PricedCheckout> {
    const { item, pricing: materialPricing } = await pricing.resolve(quoted?.item ?? input.item);
    const priced = priceItem(item, materialPricing);
    const materialCostCents = quoted
      ? quoted.unitPriceCents * item.quantity
      : priced.materialCostCents;
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
    const breakdown = priceCheckout({
      materialCostCents,
      totalWeightLbs: priced.totalWeightLbs,
      deliveryMethod: input.delivery_method,
      state,
      distanceMiles,
      taxExempt: input.tax_exempt,
    });
    return {
      item,
      weightPerPieceLbs: priced.weightPerPieceLbs,
      totalWeightLbs: priced.totalWeightLbs,
      materialCostCents: breakdown.materialCostCents,
      taxCents: breakdown.taxCents,
      shippingCents: breakdown.shippingCents,
      totalCents: breakdown.totalCents,
      distanceMiles,
      stateCode,
      city,
      leadTime: priced.leadTime,
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

    /** POST /v2/pricing/checkout; a `quote_line` needs its signed-in owner (`userId`). */
    async quote(
      input: CheckoutPricingRequest,
      userId: string | null = null,
    ): Promise<CheckoutPricingResponse> {
      const quoted = input.quote_line
        ? await loadQuotedLine(db, input.quote_line, userId)
        : undefined;
      const p = await price(input, quoted);
      return {
        material_cost: centsToDollars(p.materialCostCents),
        tax_amount: centsToDollars(p.taxCents),
        shipping_cost: centsToDollars(p.shippingCents),
        total_cost: centsToDollars(p.totalCents),
        ...(p.distanceMiles !== null ? { distance_miles: p.distanceMiles } : {}),
        lead_time: { tier: p.leadTime.tier, days: p.leadTime.days, label: p.leadTime.label },
      };
    },

    /**
     * POST /api/stripe/create-checkout-session: prices on the server (a sent `amount` is ignored),
     * opens the provider session, then saves the pending order with every field of spec §3.
     */
    async createSession(
      input: CheckoutSessionRequest,
      userId: string | null,
    ): Promise<CheckoutSessionResponse> {
      const quoted = input.quote_line
        ? await loadQuotedLine(db, input.quote_line, userId)
        : undefined;
      const p = await price(input, quoted);
      const orderId = randomUUID();
      const material = orderMaterialLabel(p.item);
      const shipping = input.delivery_method === "ship";
      const address: OrderAddress | null =
        shipping && input.address
          ? {
              street: input.address.street ?? "",
              city: p.city ?? "",
              state: p.stateCode ?? input.address.state ?? "",
              zip_code: input.address.zip_code ?? "",
              country: input.address.country,
            }
          : null;
      const session = await payment.createSession({
        orderId,
        amountCents: p.totalCents,
        currency: CURRENCY,
        name: material,
        description: `${material} × ${p.item.quantity} ${p.item.quantity === 1 ? "piece" : "pieces"}`,
        customerEmail: input.customer_email,
        customerName: input.customer_name,
        customerCompany: input.customer_company,
        successUrl: `${config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${config.publicUrl}/purchase-summary`,
      });
      await db.insert(orders).values({
        id: orderId,
        userId,
        provider: payment.name,
        providerSessionId: session.id,
        currency: CURRENCY,
        paymentStatus: "pending",
        item: p.item,
        material,
        materialSpec: getMaterial(p.item.material)?.grades.join(", ") ?? null,
        dimensions: orderDimensions(p.item),
        quantity: p.item.quantity,
        weightPerPieceLbs: roundWeight(p.weightPerPieceLbs),
        totalWeightLbs: roundWeight(p.totalWeightLbs),
        sourceRfqId: quoted?.sourceRfqId ?? null,
        sourceRfqItemId: quoted?.sourceRfqItemId ?? null,
        materialCostCents: p.materialCostCents,
        taxAmountCents: p.taxCents,
        shippingCostCents: p.shippingCents,
        totalCents: p.totalCents,
        distanceMiles: p.distanceMiles,
        customerName: input.customer_name,
        customerCompany: input.customer_company,
        customerEmail: input.customer_email,
        customerPhone: input.customer_phone || null,
        customerOrderNumber: resolvePoNumber(input.customer_order_number, input.customer_name),
        customerAddress: address,
        dfarsRequired: input.dfars,
        rohsRequired: input.rohs,
        taxExemption: input.tax_exempt,
        deliveryMethod: input.delivery_method,
        notes: input.notes || null,
      });
      await deps.events?.publish({ type: "order.created", id: orderId });
      return { sessionId: session.id, url: session.url, orderId };
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
        order: toConfirmedOrder(current, config.orderPrefix),
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
