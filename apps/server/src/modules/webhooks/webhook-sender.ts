import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { WEBHOOK_SIGNATURE_HEADER, type WebhookDeliveryStatus } from "@ingot/domain";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import {
  claimDueRows,
  exponentialBackoffMs,
  failedAttempt,
  lastErrorText,
  type PollingWorker,
  type SendResult,
  startPollingWorker,
} from "../outbox/due-rows";
import { checkWebhookUrl, guardedLookup, WebhookUrlError } from "./url-guard";
import { pruneWebhookDeliveries, WEBHOOK_PRUNE_INTERVAL_MS } from "./webhook-pruning";
import { decryptWebhookSecret, signatureHeader } from "./webhook-secret";

/**
 * The sending side of the webhooks (issue #20, decision 024), on the outbox's machinery
 * (modules/outbox/due-rows.ts): due deliveries are claimed under a lease with `for update skip
 * locked`, so two instances never send one at the same time. Each attempt checks the URL again
 * (DNS can change), signs the stored body with the time of the attempt and POSTs it. A 2xx marks
 * the delivery `delivered`, and it is never claimed again. Anything else (another status, a
 * timeout after 10 s, a refused address, a connection error) counts an attempt and backs off
 * exponentially (30 s doubling, at most 6 h) until 24 hours after the event: a last attempt is
 * made at that mark, and if it fails too the delivery is `gave_up`. Redirects are not followed.
 */

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
export const WEBHOOK_BACKOFF = { baseMs: 30_000, maxMs: 6 * 60 * 60_000 };
/** Statuses a claim takes. */
const WAITING: WebhookDeliveryStatus[] = ["pending", "failed"];

export function webhookBackoffMs(attempts: number): number {
  return exponentialBackoffMs(attempts, WEBHOOK_BACKOFF);
}

export interface WebhookSenderOptions {
  /** The key the endpoints' secrets are encrypted with (webhook-secret.ts). */
  secretKey: Buffer;
  /** WEBHOOKS_ALLOW_PRIVATE_URLS: http:// and private addresses allowed (tests). */
  allowPrivate: boolean;
  limit?: number;
  now?: () => Date;
  timeoutMs?: number;
  /** Narrows the claim (one delivery, for the test event). */
  where?: SQL;
  onError?: (error: unknown, deliveryId: string) => void;
}

/** What came back: the status code, or none when no answer came (timeout, refused, unreachable). */
interface Attempt {
  statusCode: number | null;
  error: string | null;
}

/** POSTs `body` to `url` and answers once the reply has been read (at most 64 kB of it). */
function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs: number },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "Ingot-Webhooks/1",
          ...headers,
        },
        lookup: guardedLookup(options.allowPrivate),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (res) => {
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > 64 * 1024) res.destroy();
        });
        res.on("close", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", (error) => {
      if (error.name === "AbortError") {
        reject(new Error(`No answer within ${options.timeoutMs / 1000} s.`));
      } else reject(error);
    });
    req.end(body);
  });
}

async function attempt(
  endpoint: { url: string; secret: string },
  body: string,
  at: Date,
  options: WebhookSenderOptions,
): Promise<Attempt> {
  try {
    const refused = await checkWebhookUrl(endpoint.url, { allowPrivate: options.allowPrivate });
    if (refused) throw new WebhookUrlError(refused);
    const secret = decryptWebhookSecret(endpoint.secret, options.secretKey);
    const statusCode = await post(
      new URL(endpoint.url),
      body,
      { [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body, at) },
      {
        allowPrivate: options.allowPrivate,
        timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      },
    );
    return {
      statusCode,
      error: statusCode >= 200 && statusCode < 300 ? null : `Answered HTTP ${statusCode}.`,
    };
  } catch (error) {
    return {
      statusCode: null,
      error: lastErrorText(error),
    };
  }
}

/** Claims due deliveries (all of them, or `where`) and sends them, side by side. */
export async function deliverDueWebhooks(
  db: Database,
  options: WebhookSenderOptions,
): Promise<SendResult> {
  const now = options.now ?? (() => new Date());
  const rows = await claimDueRows(db, webhookDeliveries, {
    statuses: WAITING,
    limit: options.limit ?? 20,
    now: now(),
    where: options.where,
  });
  const result: SendResult = { sent: 0, failed: 0 };
  if (rows.length === 0) return result;
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(
      inArray(
        webhookEndpoints.id,
        rows.map((r) => r.endpointId),
      ),
    );
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  await Promise.all(
    rows.map(async (row) => {
      const endpoint = byId.get(row.endpointId);
      if (!endpoint) return; // deleted meanwhile: its deliveries went with it
      const at = now();
      const outcome = await attempt(endpoint, row.body, at, options);
      const attempts = row.attempts + 1;
      if (outcome.error === null) {
        await db
          .update(webhookDeliveries)
          .set({
            status: "delivered",
            attempts: sql`${webhookDeliveries.attempts} + 1`,
            lastAttemptAt: at,
            lastStatusCode: outcome.statusCode,
            lastError: null,
            deliveredAt: at,
          })
          .where(eq(webhookDeliveries.id, row.id));
        result.sent += 1;
        return;
      }
      const deadline = row.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
      const givenUp = at.getTime() >= deadline;
      await db
        .update(webhookDeliveries)
        .set({
          ...failedAttempt(
            webhookDeliveries,
            outcome.error,
            new Date(
              Math.min(at.getTime() + webhookBackoffMs(attempts), Math.max(deadline, at.getTime())),
            ),
          ),
          status: givenUp ? "gave_up" : "failed",
          lastAttemptAt: at,
          lastStatusCode: outcome.statusCode,
        })
        .where(eq(webhookDeliveries.id, row.id));
      result.failed += 1;
      options.onError?.(new Error(outcome.error), row.id);
    }),
  );
  return result;
}

/**
 * Polls for due deliveries every `intervalMs` on every instance (server.ts): webhooks need no
 * provider, so the worker always runs. Its rounds also prune old settled deliveries
 * (webhook-pruning.ts), at most every `pruneIntervalMs`.
 */
export function startWebhookWorker(options: {
  db: Database;
  secretKey: Buffer;
  allowPrivate: boolean;
  intervalMs: number;
  /** How often this worker prunes settled deliveries (webhook-pruning.ts); 10 minutes. */
  pruneIntervalMs?: number;
  now?: () => Date;
  log?: { error: (obj: object, msg: string) => void; warn?: (obj: object, msg: string) => void };
}): PollingWorker {
  const now = options.now ?? (() => new Date());
  const pruneIntervalMs = options.pruneIntervalMs ?? WEBHOOK_PRUNE_INTERVAL_MS;
  let lastPruneAt: number | undefined;
  /** Prunes on the first round and then every `pruneIntervalMs`; a failure never stops sending. */
  const pruneIfDue = async () => {
    const at = now();
    if (lastPruneAt !== undefined && at.getTime() - lastPruneAt < pruneIntervalMs) return;
    lastPruneAt = at.getTime();
    try {
      await pruneWebhookDeliveries(options.db, { now: at });
    } catch (err) {
      options.log?.error({ err }, "pruning old webhook deliveries failed");
    }
  };
  return startPollingWorker({
    name: "webhooks",
    intervalMs: options.intervalMs,
    log: options.log,
    round: async () => {
      await pruneIfDue();
      return deliverDueWebhooks(options.db, {
        now,
        secretKey: options.secretKey,
        allowPrivate: options.allowPrivate,
        onError: (err, deliveryId) =>
          (options.log?.warn ?? options.log?.error)?.(
            { err, deliveryId },
            "webhook delivery failed",
          ),
      });
    },
  });
}
