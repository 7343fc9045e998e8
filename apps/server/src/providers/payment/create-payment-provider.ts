import type { Config } from "../../config/env";
import type { Database } from "../../db/client";
import type { PaymentProvider } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider";
import { createTestPaymentProvider } from "./test-provider";

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout (decisions §6). */
export function createPaymentProvider(
  config: Pick<Config, "payments" | "publicUrl">,
  db: Database,
): PaymentProvider {
  const stripe = config.payments.stripe;
  return stripe
    ? createStripeProvider({
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        host: stripe.host,
        port: stripe.port,
        protocol: stripe.protocol,
      })
    : createTestPaymentProvider(db, config.publicUrl);
}
