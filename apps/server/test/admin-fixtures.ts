import type { App } from "../src/app";
import { sessionRequest } from "./checkout-fixtures";

/** Requests and orders for the admin tests, made through the public API like a customer would. */

let clientNo = 0;
/** A different client address per call, so the public forms' rate limits never trip in tests. */
export const nextClient = () => `10.9.${Math.floor(++clientNo / 250)}.${clientNo % 250}`;

export const QUICK_QUOTE = {
  name: "Grace Hopper",
  email: "grace@navy.example",
  company: "Cobol Machining",
  phone: "313-555-0101",
  notes: '=HYPERLINK("http://evil")',
  items: [
    {
      material: "6061-t651",
      product_type: "Plate",
      shape: "Plate",
      dimensions: { length: 24, width: 12, height: 1 },
      quantity: 4,
    },
    {
      material: "7075",
      product_type: "Bar",
      shape: "Round",
      dimensions: { length: 36, diameter: 2 },
      quantity: 2,
    },
  ],
};

export async function submitQuickQuote(
  app: App,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ submission_id: string; rfq_ids: string[] }> {
  const res = await app.inject({
    method: "POST",
    url: "/v2/quotes/single",
    remoteAddress: nextClient(),
    headers,
    payload: { ...QUICK_QUOTE, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`quick quote: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A pending order through the built-in test checkout; `pay` marks it paid with 4242. */
export async function createOrder(
  app: App,
  options: { pay?: boolean; overrides?: Record<string, unknown>; cookie?: string } = {},
): Promise<{ orderId: string; sessionId: string }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/stripe/create-checkout-session",
    remoteAddress: nextClient(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: sessionRequest(options.overrides),
  });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const { orderId, sessionId } = res.json().data as { orderId: string; sessionId: string };
  if (options.pay !== false) {
    const paid = await app.inject({
      method: "POST",
      url: `/v2/checkout/test-sessions/${sessionId}/pay`,
      remoteAddress: nextClient(),
      payload: { card_number: "4242 4242 4242 4242" },
    });
    if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  }
  return { orderId, sessionId };
}
