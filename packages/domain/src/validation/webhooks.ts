import { z } from "zod";
import { MESSAGES } from "../messages";

/**
 * Signed webhooks (issue #20, decision 024): a customer registers a URL for events about their
 * orders and quotes. Each delivery is a POST of `{ id, type, created_at, data }` with the header
 * `Ingot-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's
 * secret>`. The secret is answered once, when the endpoint is created. Whether a URL may be used
 * (https, a public address) is the server's to decide: it depends on its configuration and on DNS.
 */

export const WEBHOOK_EVENTS = [
  "order.status_changed",
  "quote.status_changed",
  /** An on-account order's invoice is issued (issue #16, decisions §14). */
  "invoice.created",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The event `POST /v2/webhooks/{id}/test` sends, whatever the endpoint subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** The events a customer can pick today, with what each means (Settings). */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "order.status_changed":
    "An order moves (in production, shipped, ready for pickup, completed, cancelled)",
  "quote.status_changed": "A quote request moves (in review, quoted, accepted, declined, expired)",
  "invoice.created": "An invoice is issued (an order placed on account, or approved)",
};

/** What the portal offers to tick: every event (`invoice.created` since the Company screens, #16). */
export const WEBHOOK_EVENTS_OFFERED: readonly WebhookEventType[] = WEBHOOK_EVENTS;

/** The signature header of every delivery. */
export const WEBHOOK_SIGNATURE_HEADER = "Ingot-Signature";

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOKS_PER_ACCOUNT_MAX = 10;

const M = MESSAGES.webhooks;

/** POST /v2/webhooks. */
export const createWebhookRequestSchema = z.object({
  url: z
    .string({ error: M.urlRequired })
    .max(WEBHOOK_URL_MAX, { error: M.urlTooLong, abort: true })
    .trim()
    .min(1, { error: M.urlRequired, abort: true })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
        } catch {
          return false;
        }
      },
      { error: M.urlInvalid },
    ),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: M.eventUnknown }), { error: M.eventsRequired })
    .min(1, { error: M.eventsRequired })
    .max(WEBHOOK_EVENTS.length, { error: M.eventRepeated })
    .refine((events) => new Set(events).size === events.length, { error: M.eventRepeated }),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;

/** One endpoint as listed: never its secret. */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: z.iso.datetime(),
});
export type Webhook = z.output<typeof webhookSchema>;

/** 201 of POST /v2/webhooks: the signing secret, this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.output<typeof createdWebhookSchema>;

/**
 * A delivery's state: `pending` not tried yet, `failed` tried and due again at `next_attempt_at`,
 * `delivered` answered 2xx (never sent again), `gave_up` still failing 24 hours after the event.
 */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "failed", "delivered", "gave_up"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The event's id, the body's `id` (the same on every attempt, so receivers can drop repeats). */
  event_id: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last attempt; null before one, or when none came back (timeout). */
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_attempt_at: z.iso.datetime().nullable(),
  /** When it is tried next; null once delivered or given up. */
  next_attempt_at: z.iso.datetime().nullable(),
  delivered_at: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

/** What every delivery's body is. */
export const webhookEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.output<typeof webhookEventSchema>;

/** GET /v2/webhooks: the caller's endpoints, without their secrets. */
export const webhookListReplySchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookListReply = z.output<typeof webhookListReplySchema>;

/** GET /v2/webhooks/{id}/deliveries. */
export const webhookDeliveriesReplySchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveriesReply = z.output<typeof webhookDeliveriesReplySchema>;

/** POST /v2/webhooks/{id}/test: the queued test delivery. */
export const webhookDeliveryReplySchema = z.object({ delivery: webhookDeliverySchema });
export type WebhookDeliveryReply = z.output<typeof webhookDeliveryReplySchema>;

/** DELETE /v2/webhooks/{id}: deleted, with its deliveries. */
export const webhookDeletedReplySchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type WebhookDeletedReply = z.output<typeof webhookDeletedReplySchema>;
