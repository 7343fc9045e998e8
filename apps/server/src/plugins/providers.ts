import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { EmailTransport } from "../providers/email/email-transport";
import { createMapsProvider } from "../providers/maps/create-maps-provider";
import type { MapsProvider } from "../providers/maps/maps-provider";
import { createPaymentProvider } from "../providers/payment/create-payment-provider";
import type { PaymentProvider } from "../providers/payment/payment-provider";
import { createStorageProvider } from "../providers/storage/create-storage-provider";
import type { StorageProvider } from "../providers/storage/storage-provider";

/** Every third-party service the app talks to, each behind its interface (providers/). */
export interface Providers {
  /** Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout (decisions §6). */
  payment: PaymentProvider;
  /** Google when GOOGLE_MAPS_API_KEY is set, else ZIP centroids (decisions §7). */
  maps: MapsProvider;
  /** Order documents: an S3-compatible bucket when S3_BUCKET is set, else local disk under
   * FILES_DIR (decisions §9, decision 027). */
  storage: StorageProvider;
  /** SMTP when SMTP_URL is set; without it emails stay in the outbox for an admin (decisions §8). */
  email: EmailTransport | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The providers, built once from the config (plugins/providers.ts). */
    providers: Providers;
  }
}

/** SMTP when configured; nodemailer (some 40 modules) is loaded only then. */
async function createEmailTransport(smtpUrl: string | undefined) {
  if (!smtpUrl) return undefined;
  const { createSmtpTransport } = await import("../providers/email/email-transport");
  return createSmtpTransport(smtpUrl);
}

/** The one place the providers are chosen and built; modules and server.ts read `app.providers`. */
async function providersPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const providers: Providers = {
    payment: await createPaymentProvider(config, app.db),
    maps: createMapsProvider(config, (err) => app.log.warn({ err }, "distance lookup failed")),
    storage: createStorageProvider(config),
    email: await createEmailTransport(config.email.smtpUrl),
  };
  app.decorate("providers", providers);
  app.addHook("onClose", async () => {
    providers.email?.close();
    providers.storage.close();
  });
}

export default fp(providersPlugin, { name: "providers" });
