import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionRequest } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import { type SmtpStandIn, startSmtpStandIn } from "../../../test/smtp";
import type { App } from "../../app";
import { emailOutbox } from "../../db/schema/index";
import { createSmtpTransport, outboxMessageId } from "../../providers/email/email-transport";
import { enqueueEmail } from "../outbox/outbox.service";
import { backoffMs, sendDueEmails, startOutboxWorker } from "./outbox-sender";

/** Emails leave the outbox for a real SMTP server started here (test/smtp.ts). */

let smtp: SmtpStandIn;
let app: App;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await createTestApp({
    env: { SMTP_URL: smtp.url, EMAIL_FROM: "Ingot <orders@ingot.test>" },
  });
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe("outbox sender", () => {
  it("sends a paid order's confirmation to the SMTP server and marks it sent", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/stripe/create-checkout-session",
      payload: sessionRequest({ customer_email: "buyer@smtp.test" }),
    });
    const { sessionId, orderId } = created.json().data;
    await app.inject({
      method: "POST",
      url: `/v2/checkout/test-sessions/${sessionId}/pay`,
      payload: { card_number: "4242424242424242" },
    });

    const smtpUrl = app.config.email.smtpUrl;
    if (!smtpUrl) throw new Error("SMTP_URL not configured");
    const transport = createSmtpTransport(smtpUrl);
    try {
      const result = await sendDueEmails(app.db, transport, app.config.email.from);
      expect(result).toEqual({ sent: 2, failed: 0 });
    } finally {
      transport.close();
    }

    const orderNumber = `ING-${orderId.slice(-8).toUpperCase()}`;
    const toBuyer = smtp.received.find((m) => m.to.includes("buyer@smtp.test"));
    expect(toBuyer?.from).toBe("orders@ingot.test");
    expect(toBuyer?.raw).toContain(orderNumber);
    expect(smtp.received.some((m) => m.to.includes("sales@ingotmetals.com"))).toBe(true);

    const rows = (await app.db.select().from(emailOutbox)).filter((r) =>
      r.dedupeKey?.endsWith(orderId),
    );
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(rows.every((r) => r.sentAt instanceof Date)).toBe(true);

    // Nothing is due any more: a second round sends nothing.
    const again = createSmtpTransport(smtpUrl);
    try {
      expect(await sendDueEmails(app.db, again, app.config.email.from)).toEqual({
        sent: 0,
        failed: 0,
      });
    } finally {
      again.close();
    }
  });

  it("keeps a failed email, counts the attempt and backs off; it goes out once SMTP answers", async () => {
    await enqueueEmail(app.db, {
      to: "retry@smtp.test",
      subject: "retry me",
      text: "hello",
      kind: "test",
      dedupeKey: "test:retry",
    });
    // A port nobody listens on.
    const dead = createSmtpTransport("smtp://127.0.0.1:9");
    // The worker's round comes a moment after the enqueue. (Taken in the same millisecond, a
    // JavaScript Date can be earlier than PostgreSQL's microsecond now(), and the row is not due yet.)
    const start = new Date(Date.now() + 1_000);
    try {
      const result = await sendDueEmails(app.db, dead, "x@ingot.test", { now: () => start });
      expect(result.failed).toBeGreaterThanOrEqual(1);
    } finally {
      dead.close();
    }
    const [row] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, "test:retry"));
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(row?.nextAttemptAt.getTime()).toBe(start.getTime() + backoffMs(1));

    // Not due yet: a worker round now leaves it alone; once due, it is sent.
    const live = createSmtpTransport(smtp.url);
    try {
      const early = await sendDueEmails(app.db, live, "x@ingot.test", { now: () => start });
      expect(early.sent).toBe(0);
      const later = new Date(start.getTime() + backoffMs(1) + 1000);
      const due = await sendDueEmails(app.db, live, "x@ingot.test", { now: () => later });
      expect(due.sent).toBe(1);
    } finally {
      live.close();
    }
    expect(smtp.received.some((m) => m.to.includes("retry@smtp.test"))).toBe(true);
  });

  it("delivers a row again after a lost mark-sent with the same Message-ID", async () => {
    const [row] = await enqueueEmail(app.db, {
      to: "twice@smtp.test",
      subject: "once, really",
      text: "hello",
      kind: "test",
      dedupeKey: "test:twice",
    }).then(() => app.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, "test:twice")));
    if (!row) throw new Error("the row was not enqueued");
    const live = createSmtpTransport(smtp.url);
    try {
      const start = new Date(Date.now() + 1_000);
      expect(
        (await sendDueEmails(app.db, live, "Ingot <orders@ingot.test>", { now: () => start })).sent,
      ).toBeGreaterThanOrEqual(1);
      // The sender died after SMTP accepted it and before the mark: the row is still claimable.
      await app.db
        .update(emailOutbox)
        .set({ status: "pending", sentAt: null, nextAttemptAt: start })
        .where(eq(emailOutbox.id, row.id));
      const later = new Date(start.getTime() + 1_000);
      expect(
        (await sendDueEmails(app.db, live, "Ingot <orders@ingot.test>", { now: () => later })).sent,
      ).toBeGreaterThanOrEqual(1);
    } finally {
      live.close();
    }
    const copies = smtp.received.filter((m) => m.to.includes("twice@smtp.test"));
    expect(copies).toHaveLength(2);
    const messageIds = copies.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1]);
    const expected = outboxMessageId(row.id, "Ingot <orders@ingot.test>");
    expect(expected).toBe(`<outbox-${row.id}@ingot.test>`);
    expect(messageIds).toEqual([expected, expected]);
  });

  it("backs off exponentially up to six hours", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(50)).toBe(6 * 60 * 60_000);
  });

  it("the worker drains the outbox on a tick and stops cleanly", async () => {
    await enqueueEmail(app.db, {
      to: "worker@smtp.test",
      subject: "from the worker",
      text: "hi",
      kind: "test",
    });
    const transport = createSmtpTransport(smtp.url);
    const worker = startOutboxWorker({
      db: app.db,
      transport,
      from: "x@ingot.test",
      intervalMs: 60_000,
    });
    try {
      const result = await worker.tick();
      expect(result.sent).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.stop();
      transport.close();
    }
    expect(smtp.received.some((m) => m.to.includes("worker@smtp.test"))).toBe(true);
  });
});
