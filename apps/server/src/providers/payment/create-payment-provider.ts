import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import type { PaymentProvider } from "./payment-provider";
import { createTestPaymentProvider } from "./test-provider";

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout (decisions §6). The Stripe
 * SDK is loaded only then: it is some 440 modules, a sixth of what a start loads.
 */
export async function createPaymentProvider(
  config: Pick<Config, "payments" | "publicUrl">,
  db: Database,
): Promise<PaymentProvider> {
  const stripe = config.payments.stripe;
  if (!stripe) return createTestPaymentProvider(db, config.publicUrl);
  const { createStripeProvider } = await import("./stripe-provider");
  return createStripeProvider({
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    host: stripe.host,
    port: stripe.port,
    protocol: stripe.protocol,
  });
}
