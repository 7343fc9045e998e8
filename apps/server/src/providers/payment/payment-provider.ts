/**
 * The payment provider interface (decisions §6). Two implementations: Stripe Checkout Sessions
 * (stripe-provider.ts, when STRIPE_SECRET_KEY is set) and the built-in test checkout
 * (test-provider.ts). An order turns paid only on what `retrieveSession` or a verified webhook
 * says about its session; nothing the browser sends counts.
 */
export type PaymentProviderName = "stripe" | "test";

/** One line of the payment page: an order line (its whole line total), tax or shipping. */
export interface PaymentLineItem {
  name: string;
  description: string;
  amountCents: number;
}

export interface CreateSessionInput {
  /** Our order id, carried as client_reference_id / metadata so a session finds its order. */
  orderId: string;
  amountCents: number;
  currency: string;
  /** Line name (the material). */
  name: string;
  /** Material and piece count. */
  description: string;
  /** One per order line, then tax and shipping; they add up to `amountCents`. */
  lineItems?: PaymentLineItem[];
  /** How long the session may be paid; Stripe's minimum is 30 minutes. */
  expiresInMs?: number;
  customerEmail: string;
  customerName: string;
  customerCompany: string;
  /** Where the provider sends the buyer after paying; `{CHECKOUT_SESSION_ID}` is replaced. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentSession {
  id: string;
  /** The hosted payment page. */
  url: string | null;
  /** `paid` is the only value that makes an order paid. */
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountTotalCents: number | null;
  currency: string | null;
  orderId: string | null;
}

/** What a verified webhook tells us: a session whose state may have changed. */
export interface PaymentWebhookEvent {
  id: string;
  type: string;
  /** Set for checkout.session.* events. */
  session: PaymentSession | null;
}

export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(input: CreateSessionInput): Promise<PaymentSession & { url: string }>;
  /** The provider's current view of a session; null when it does not know the id. */
  retrieveSession(sessionId: string): Promise<PaymentSession | null>;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
  /** Closes a session that may no longer be paid (a superseded checkout). */
  expireSession?(sessionId: string): Promise<void>;
}
