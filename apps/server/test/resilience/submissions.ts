import { randomBytes } from "node:crypto";
import { PLATE } from "../checkout-fixtures";
import { PLATE_ITEM, ROUND_BAR_ITEM, TUBE_ITEM } from "../quote-fixtures";

/**
 * What the load and crash runs send. Every submission carries a marker in its `notes`
 * (`<run>:<kind><seq>`), so the rows it left can be counted afterwards, whatever ids the server
 * gave or failed to give.
 */

export type SubmissionKind = "quote" | "rfq" | "order";

export interface Submission {
  kind: SubmissionKind;
  marker: string;
  /** Rows the submission must leave: `rfqs` rows of a quote, `rfq_items` of an RFQ, 1 for an order. */
  lines: number;
  path: string;
  body: Record<string, unknown>;
}

const ITEMS = [PLATE_ITEM, ROUND_BAR_ITEM, TUBE_ITEM];

/** A short id of one run, so two runs on one database never count each other's rows. */
export const newRunId = (): string => `run-${randomBytes(4).toString("hex")}`;

export const markerPrefix = (runId: string): string => `${runId}:`;

const itemsFor = (count: number, seq: number) =>
  Array.from({ length: count }, (_, i) => ITEMS[(seq + i) % ITEMS.length]);

/** A landing-page quote (POST /v2/quotes/single) of 1 to 3 items, sent signed out. */
export function quoteSubmission(runId: string, seq: number): Submission {
  const marker = `${markerPrefix(runId)}q${seq}`;
  const lines = 1 + (seq % 3);
  return {
    kind: "quote",
    marker,
    lines,
    path: "/v2/quotes/single",
    body: {
      name: "Load Tester",
      email: `quote-${seq}@load.example`,
      company: "Resilience Works",
      phone: "313-555-0100",
      notes: marker,
      referral_source: "google",
      items: itemsFor(lines, seq),
    },
  };
}

/** A multi-line RFQ (POST /v2/quotes/multi-line) of 3 to 10 lines; needs a signed-in session. */
export function rfqSubmission(runId: string, seq: number): Submission {
  const marker = `${markerPrefix(runId)}r${seq}`;
  const lines = 3 + (seq % 8);
  return {
    kind: "rfq",
    marker,
    lines,
    path: "/v2/quotes/multi-line",
    body: {
      name: "Load Tester",
      email: `rfq-${seq}@load.example`,
      company: "Resilience Works",
      notes: marker,
      rohs: seq % 2 === 0,
      items: itemsFor(lines, seq),
    },
  };
}

/** A pickup order through the built-in test checkout (POST /api/stripe/create-checkout-session). */
export function orderSubmission(runId: string, seq: number): Submission {
  const marker = `${markerPrefix(runId)}o${seq}`;
  return {
    kind: "order",
    marker,
    lines: 1,
    path: "/api/stripe/create-checkout-session",
    body: {
      item: { ...PLATE, quantity: 1 + (seq % 4) },
      delivery_method: "pickup",
      tax_exempt: false,
      customer_name: "Load Tester",
      customer_company: "Resilience Works",
      customer_email: `order-${seq}@load.example`,
      notes: marker,
    },
  };
}

/** The approved card of the built-in test checkout (providers/payment/test-provider.ts). */
export const TEST_CARD_PAYMENT = {
  card_number: "4242 4242 4242 4242",
  expiry: "12/34",
  cvc: "123",
  name: "Load Tester",
};

/**
 * The n-th client address (10.0.0.0/8). Public forms are rate limited per client; the runs start
 * the server with TRUST_PROXY=true and send each request as another client through
 * X-Forwarded-For, so the production limits stay as they are and are never reached.
 */
export function clientAddress(n: number): string {
  const i = n + 1;
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
}
