import { randomUUID } from "node:crypto";
import type { WebhookDeliveryStatus } from "@ingot/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signUp } from "../../../test/accounts";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { webhookDeliveries } from "../../db/schema/index";
import {
  pruneWebhookDeliveries,
  WEBHOOK_DELIVERIES_KEPT,
  WEBHOOK_DELIVERY_MAX_AGE_MS,
  WEBHOOK_PRUNE_INTERVAL_MS,
} from "./webhook-pruning";
import { webhookSecretKey } from "./webhook-secret";
import { startWebhookWorker } from "./webhook-sender";

/**
 * Decision 024, "Pruning": settled deliveries (delivered, gave_up) older than 30 days, or beyond
 * the newest 50 of their endpoint (all the portal lists), are deleted by the webhook worker's
 * rounds; a pending or failed (retrying) delivery never is. Runs on PGlite and, with
 * TEST_DATABASE=postgres, on PostgreSQL.
 */

const DAY = 24 * 60 * 60_000;
const NOW = new Date("2026-11-25T12:00:00.000Z");

let app: App;
let owner: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_URLS: "true" } });
  owner = await signUp(app, { full_name: "Prune Owner" });
});
afterAll(async () => {
  await app?.close();
});

async function endpoint(): Promise<string> {
  // Nothing listens on port 9; no delivery here is ever due, so nothing is sent to it.
  const res = await app.inject({
    method: "POST",
    url: "/v2/webhooks",
    headers: { cookie: owner.cookie },
    payload: { url: "http://127.0.0.1:9/hook", events: ["order.status_changed"] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** A delivery of `endpointId` made `ageMs` before NOW; waiting ones are next due in an hour. */
async function delivery(endpointId: string, status: WebhookDeliveryStatus, ageMs: number) {
  const createdAt = new Date(NOW.getTime() - ageMs);
  const settled = status === "delivered" || status === "gave_up";
  const [row] = await app.db
    .insert(webhookDeliveries)
    .values({
      endpointId,
      eventId: randomUUID(),
      type: "order.status_changed",
      body: "{}",
      status,
      attempts: status === "pending" ? 0 : 1,
      nextAttemptAt: settled ? createdAt : new Date(NOW.getTime() + 3_600_000),
      createdAt,
      lastStatusCode: status === "delivered" ? 200 : status === "pending" ? null : 500,
      deliveredAt: status === "delivered" ? createdAt : null,
    })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error("no row");
  return row.id;
}

async function idsOf(endpointId: string): Promise<Set<string>> {
  const rows = await app.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return new Set(rows.map((r) => r.id));
}

async function listed(endpointId: string): Promise<string[]> {
  const res = await app.inject({
    method: "GET",
    url: `/v2/webhooks/${endpointId}/deliveries`,
    headers: { cookie: owner.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.deliveries.map((d: { id: string }) => d.id);
}

describe("pruning old webhook deliveries", () => {
  it("deletes settled deliveries older than 30 days, never a pending or retrying one", async () => {
    const hook = await endpoint();
    const old = WEBHOOK_DELIVERY_MAX_AGE_MS + DAY;
    const oldDelivered = await delivery(hook, "delivered", old);
    const oldGaveUp = await delivery(hook, "gave_up", old);
    const oldPending = await delivery(hook, "pending", old * 2);
    const oldFailed = await delivery(hook, "failed", old * 2);
    const recent = await delivery(hook, "delivered", WEBHOOK_DELIVERY_MAX_AGE_MS - DAY);

    await pruneWebhookDeliveries(app.db, { now: NOW });
    const left = await idsOf(hook);
    expect(left.has(oldDelivered)).toBe(false);
    expect(left.has(oldGaveUp)).toBe(false);
    expect([...left].sort()).toEqual([oldPending, oldFailed, recent].sort());
    // Again: nothing more to delete.
    expect(await pruneWebhookDeliveries(app.db, { now: NOW })).toBe(0);
  });

  it("keeps the newest 50 of an endpoint (what the portal lists) and every waiting one", async () => {
    const busy = await endpoint();
    const quiet = await endpoint();
    const delivered: string[] = [];
    // Newest first: 55 delivered ones, then 3 still retrying and 2 never tried, older than all.
    for (let i = 1; i <= WEBHOOK_DELIVERIES_KEPT + 5; i++) {
      delivered.push(await delivery(busy, i % 7 === 0 ? "gave_up" : "delivered", i * 60_000));
    }
    const waiting = [
      await delivery(busy, "failed", DAY),
      await delivery(busy, "failed", DAY + 1),
      await delivery(busy, "failed", DAY + 2),
      await delivery(busy, "pending", 2 * DAY),
      await delivery(busy, "pending", 2 * DAY + 1),
    ];
    const quietOnes = [
      await delivery(quiet, "delivered", DAY),
      await delivery(quiet, "gave_up", DAY),
    ];
    const before = await listed(busy);
    expect(before).toEqual(delivered.slice(0, WEBHOOK_DELIVERIES_KEPT));

    expect(await pruneWebhookDeliveries(app.db, { now: NOW })).toBe(5);
    const left = await idsOf(busy);
    expect([...left].sort()).toEqual(
      [...delivered.slice(0, WEBHOOK_DELIVERIES_KEPT), ...waiting].sort(),
    );
    // The portal lists exactly what it listed before.
    expect(await listed(busy)).toEqual(before);
    // Another endpoint's deliveries count for it alone.
    expect([...(await idsOf(quiet))].sort()).toEqual([...quietOnes].sort());
  });

  it("never deletes waiting deliveries, even beyond the newest 50", async () => {
    const flooded = await endpoint();
    const waiting: string[] = [];
    for (let i = 1; i <= WEBHOOK_DELIVERIES_KEPT + 3; i++) {
      waiting.push(await delivery(flooded, i % 2 ? "failed" : "pending", i * 60_000));
    }
    const settled = await delivery(flooded, "delivered", DAY);
    expect(await pruneWebhookDeliveries(app.db, { now: NOW })).toBe(1);
    expect([...(await idsOf(flooded))].sort()).toEqual([...waiting].sort());
    expect((await idsOf(flooded)).has(settled)).toBe(false);
  });

  it("runs in the webhook worker's rounds: at once, then every 10 minutes", async () => {
    const hook = await endpoint();
    const stale = WEBHOOK_DELIVERY_MAX_AGE_MS + DAY;
    let clock = NOW;
    const worker = startWebhookWorker({
      db: app.db,
      secretKey: webhookSecretKey(app.config.authSecret),
      allowPrivate: true,
      intervalMs: 3_600_000,
      now: () => clock,
    });
    try {
      const first = await delivery(hook, "delivered", stale);
      await worker.tick();
      expect((await idsOf(hook)).has(first)).toBe(false);

      // Within 10 minutes of the last prune, a round only sends.
      const second = await delivery(hook, "gave_up", stale);
      clock = new Date(NOW.getTime() + WEBHOOK_PRUNE_INTERVAL_MS - 1000);
      await worker.tick();
      expect((await idsOf(hook)).has(second)).toBe(true);

      clock = new Date(NOW.getTime() + WEBHOOK_PRUNE_INTERVAL_MS);
      await worker.tick();
      expect((await idsOf(hook)).has(second)).toBe(false);
    } finally {
      await worker.stop();
    }
  });
});
