import Stripe from "stripe";
import {
  type CreateSessionInput,
  type PaymentProvider,
  type PaymentSession,
  type PaymentWebhookEvent,
  WebhookSignatureError,
} from "./payment-provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret?: string | undefined;
  /** Another API host (a local stand-in in tests). */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: "http" | "https" | undefined;
}

function toPaymentStatus(status: string): PaymentSession["paymentStatus"] {
  if (status === "paid") return "paid";
  if (status === "no_payment_required") return "no_payment_required";
  return "unpaid";
}

function toSession(session: Stripe.Checkout.Session): PaymentSession {
  return {
    id: session.id,
    url: session.url,
    paymentStatus: toPaymentStatus(session.payment_status),
    amountTotalCents: session.amount_total,
    currency: session.currency,
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
  };
}

/** Stripe Checkout Sessions through the official SDK. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Ingot" },
  });

  return {
    name: "stripe",

    async createSession(input: CreateSessionInput) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          // One line per order line, then tax and shipping (issue #15); they add up to the total.
          line_items: (input.lineItems?.length
            ? input.lineItems
            : [{ name: input.name, description: input.description, amountCents: input.amountCents }]
          ).map((line) => ({
            quantity: 1,
            price_data: {
              currency: input.currency,
              unit_amount: line.amountCents,
              product_data: {
                name: line.name.slice(0, 250),
                ...(line.description ? { description: line.description.slice(0, 500) } : {}),
              },
            },
          })),
          ...(input.expiresInMs
            ? { expires_at: Math.floor((Date.now() + input.expiresInMs) / 1000) }
            : {}),
          customer_email: input.customerEmail,
          client_reference_id: input.orderId,
          metadata: {
            order_id: input.orderId,
            customer_name: input.customerName.slice(0, 500),
            customer_company: input.customerCompany.slice(0, 500),
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // One order, one session: a retried request does not open a second one.
        { idempotencyKey: `checkout-session:${input.orderId}` },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a url");
      return { ...toSession(session), url: session.url };
    },

    async expireSession(sessionId: string) {
      await stripe.checkout.sessions.expire(sessionId);
    },

    async retrieveSession(sessionId: string) {
      try {
        return toSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return null;
        }
        throw error;
      }
    },

    verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent {
      if (!options.webhookSecret) {
        throw new WebhookSignatureError("STRIPE_WEBHOOK_SECRET is not configured");
      }
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : "Invalid signature",
        );
      }
      const isSession = event.type.startsWith("checkout.session.");
      return {
        id: event.id,
        type: event.type,
        session: isSession ? toSession(event.data.object as Stripe.Checkout.Session) : null,
      };
    },
  };
}
