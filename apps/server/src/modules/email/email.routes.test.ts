import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, signUpAdmin } from "../../../test/accounts";
import { sessionRequest } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { emailOutbox } from "../../db/schema/index";

const ADMIN = "boss@example.com";
let app: App;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
});
afterAll(async () => {
  await app.close();
});

async function order(paid: boolean) {
  const { sessionId, orderId } = (
    await app.inject({
      method: "POST",
      url: "/api/stripe/create-checkout-session",
      payload: sessionRequest(),
    })
  ).json().data;
  if (paid) {
    await app.inject({
      method: "POST",
      url: `/v2/checkout/test-sessions/${sessionId}/pay`,
      payload: { card_number: "4242424242424242" },
    });
  }
  return orderId as string;
}

const send = (cookie: string | undefined, payload: object) =>
  app.inject({
    method: "POST",
    url: "/api/email/send-from-database",
    payload,
    headers: cookie ? { cookie } : {},
  });

describe("POST /api/email/send-from-database", () => {
  it("is for admins only", async () => {
    const orderId = await order(true);
    expect((await send(undefined, { orderId })).statusCode).toBe(401);
    const customer = await signUp(app);
    expect((await send(customer.cookie, { orderId })).statusCode).toBe(403);
  });

  it("queues nothing twice, and refuses an unpaid order", async () => {
    const admin = await signUpAdmin(app, { email: ADMIN });
    const orderId = await order(true);
    // The paid transition queued both already.
    const replay = await send(admin.cookie, {
      orderId,
      options: { skipConfirmation: false, skipAlert: false },
    });
    expect(replay.json().data).toEqual({ confirmation_queued: false, alert_queued: false });

    // After an admin deletes the confirmation (e.g. a wrong address fixed), it can be re-queued alone.
    await app.db
      .delete(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`));
    const resend = await send(admin.cookie, {
      orderId,
      options: { skipConfirmation: false, skipAlert: true },
    });
    expect(resend.json().data).toEqual({ confirmation_queued: true, alert_queued: false });

    const unpaid = await order(false);
    expect((await send(admin.cookie, { orderId: unpaid })).statusCode).toBe(409);
  });
});
