import { multiLineRequestSchema, quoteRequestSchema } from "@ingot/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/db/schema/auth";
import { orders, rfqItems, rfqs } from "../../src/db/schema/index";
import { createLocalEventBus } from "../../src/modules/events/event-bus";
import { createMaterialsCatalog } from "../../src/modules/materials/materials-catalog";
import { createQuoteRequestsService } from "../../src/modules/quote-requests/quote-requests.service";
import { createQuotesService } from "../../src/modules/quotes/quotes.service";
import { PLATE } from "../checkout-fixtures";
import { createTestDatabase, type TestDatabase } from "../helper";
import type { Outcome, Sent } from "./load-client";
import { checkStored, findHalfWritten } from "./stored";
import { newRunId, quoteSubmission, rfqSubmission, type Submission } from "./submissions";

/**
 * The checks the load and crash tests rely on must see a loss when there is one: rows planted
 * through the real services, then damaged the way a broken server would leave them.
 */

let database: TestDatabase;
const BUYER = "buyer-stored-test";

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values({ id: BUYER, name: "Buyer", email: "buyer@load.example" });
});
afterAll(async () => {
  await database?.destroy();
});

const acknowledged = (id: string, rowIds: string[] = []): Outcome => ({
  state: "acknowledged",
  id,
  rowIds,
});
const sent = (submission: Submission, outcome: Outcome): Sent => ({ submission, outcome, ms: 1 });

async function storeQuote(submission: Submission) {
  const quotes = createQuotesService({
    db: database.db,
    events: createLocalEventBus(),
    materials: createMaterialsCatalog(database.db),
    salesEmail: "sales@load.example",
  });
  return quotes.submitSingle(quoteRequestSchema.parse(submission.body), { userId: null });
}

async function storeRequest(submission: Submission) {
  const requests = createQuoteRequestsService({
    db: database.db,
    events: createLocalEventBus(),
    materials: createMaterialsCatalog(database.db),
    salesEmail: "sales@load.example",
    brandName: "Ingot Metals",
    publicUrl: "http://localhost:3000",
  });
  return requests.submit(multiLineRequestSchema.parse(submission.body), BUYER);
}

describe("checkStored", () => {
  it("passes acknowledged submissions stored whole, and an unanswered one stored whole", async () => {
    const runId = newRunId();
    const quote = quoteSubmission(runId, 2);
    const request = rfqSubmission(runId, 1);
    const unanswered = quoteSubmission(runId, 3);
    const storedQuote = await storeQuote(quote);
    const storedRequest = await storeRequest(request);
    await storeQuote(unanswered);

    const report = await checkStored(database.db, runId, [
      sent(quote, acknowledged(storedQuote.submission_id, storedQuote.rfq_ids)),
      sent(request, acknowledged(storedRequest.id)),
      sent(unanswered, { state: "unanswered", error: "ECONNRESET" }),
      sent(quoteSubmission(runId, 4), { state: "unanswered", error: "ECONNRESET" }),
    ]);
    expect(report).toEqual({ problems: [], storedWithoutAnswer: 1 });
  });

  it("reports an acknowledged quote that lost a row, one never stored, and one stored twice", async () => {
    const runId = newRunId();
    const damaged = quoteSubmission(runId, 2);
    const stored = await storeQuote(damaged);
    await database.db.delete(rfqs).where(eq(rfqs.id, stored.rfq_ids[0] ?? ""));
    const twice = rfqSubmission(runId, 5);
    const first = await storeRequest(twice);
    await storeRequest(twice);

    const report = await checkStored(database.db, runId, [
      sent(damaged, acknowledged(stored.submission_id, stored.rfq_ids)),
      sent(quoteSubmission(runId, 7), acknowledged("00000000-0000-4000-8000-000000000000")),
      sent(twice, acknowledged(first.id)),
    ]);
    expect(report.problems).toEqual([
      expect.stringContaining(
        `${damaged.marker}: acknowledged as ${stored.submission_id} but stored 2 of 3 rows`,
      ),
      expect.stringContaining(`${runId}:q7: acknowledged as`),
      `${twice.marker}: stored 2 times`,
    ]);
  });

  it("reports a refused submission that left rows, and rows nobody sent", async () => {
    const runId = newRunId();
    const refused = quoteSubmission(runId, 0);
    await storeQuote(refused);
    await storeRequest(rfqSubmission(runId, 9));

    const report = await checkStored(database.db, runId, [
      sent(refused, { state: "refused", status: 500, message: "Internal error" }),
    ]);
    expect(report.problems).toEqual([
      `${refused.marker}: refused with 500 yet 1 rows were stored`,
      `${runId}:r9: stored but never sent`,
    ]);
  });
});

describe("findHalfWritten", () => {
  it("finds a request with no lines, and a paid order with no payment time", async () => {
    const request = await storeRequest(rfqSubmission(newRunId(), 0));
    await database.db.delete(rfqItems).where(eq(rfqItems.rfqRequestId, request.id));
    const [order] = await database.db
      .insert(orders)
      .values({
        provider: "test",
        providerSessionId: "cs_test_half_written",
        paymentStatus: "paid",
        item: PLATE,
        material: "6061-T651 - Plate Plate",
        quantity: PLATE.quantity,
        materialCostCents: 5000,
        taxAmountCents: 300,
        shippingCostCents: 0,
        totalCents: 5300,
        customerName: "Load Tester",
        customerCompany: "Resilience Works",
        customerEmail: "order@load.example",
        deliveryMethod: "pickup",
      })
      .returning();

    const problems = await findHalfWritten(database.db);
    expect(problems).toEqual([
      `multi-line request with no lines: 1 (${request.id})`,
      `paid order with no amount: 1 (${order?.id})`,
      `paid order without its confirmation and alert emails: 1 (${order?.id})`,
    ]);
  });
});
