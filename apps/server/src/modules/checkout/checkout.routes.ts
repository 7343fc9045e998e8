import multipart from "@fastify/multipart";
import {
  CURRENCY,
  centsToDollars,
  checkoutConfigSchema,
  confirmCheckoutRequestSchema,
  confirmCheckoutResponseSchema,
  MESSAGES,
  multiLineCheckoutPricingRequestSchema,
  multiLineCheckoutPricingResponseSchema,
  multiLineCheckoutSessionRequestSchema,
  multiLineCheckoutSessionResponseSchema,
  onAccountCheckoutRequestSchema,
  onAccountOrderSchema,
  PICKUP_HOURS,
  PICKUP_INSTRUCTIONS,
  poUploadReplySchema,
  stripeWebhookReplySchema,
  testCardPaymentRequestSchema,
  testCardPaymentResponseSchema,
  testCheckoutSessionSchema,
  zipParamsSchema,
  zipPlaceSchema,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, found } from "../../lib/app-error";
import { actorOf, assertMayOrder, assertSignedIn } from "../../lib/authorize";
import { createdReplies, ok, okReplies } from "../../lib/envelope";
import {
  type PaymentProvider,
  WebhookSignatureError,
} from "../../providers/payment/payment-provider";
import type { TestPaymentProvider } from "../../providers/payment/test-provider";
import { detectFileType } from "../documents/detect-file-type";
import { documentsServiceOf } from "../documents/documents.service";
import { readSingleUpload, UPLOAD_LIMITS } from "../documents/read-upload";
import { INSTANT_PRICE_RATE_LIMIT } from "../pricing/pricing.routes";
import { createCheckoutService } from "./checkout.service";
import { assertMayOrderOnAccount, createOnAccountService } from "./on-account.service";
import { poUploadTokenOf } from "./po-upload";

const isTestProvider = (p: PaymentProvider): p is TestPaymentProvider => p.name === "test";

/** Stripe's webhook events that can carry a paid checkout session. */
const PAID_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

/**
 * Checkout (spec §4, §7; decisions §6, §7, §12): prices, the payment session, confirmation, the
 * Stripe webhook, the built-in test checkout, ZIP lookup and the public checkout configuration.
 */
/** What both pricing routes do with the address (issue #21). */
const ZIP_STATE_RULE =
  "When shipping, the tax state is the ZIP's: a typed `address.state` that is not the ZIP's " +
  'state is refused (400, field `address.state`, "ZIP 48226 is in MI") and nothing is stored; ' +
  "for a ZIP the maps provider does not know, the typed state is kept (regional shipping rate).";

/** How an order names its lines (issue #15). */
const LINES_RULE =
  "Send exactly one of `item` (one line, with an optional `quote_line`), `items` (1 to 100 item " +
  "specs) or `quote_lines` (1 to 100 accepted quote lines, `{ quote_id, line_id }` or " +
  "`{ kind, request_id, item_id }`). The material cost is the sum of the lines, tax applies to " +
  "that sum and shipping is computed once on the total weight. A refused line is named " +
  '("Line 3: ...").';

const SHIP_DATE_RULE =
  "`ship_by` follows the order's lead time (its material cost) on the facility's business " +
  "calendar with the 12:00 cutoff; shipping adds `arrives_by` (ground transit by distance). " +
  "The order stores both when it is placed (decision 023).";

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payment, maps } = app.providers;
  const service = createCheckoutService({
    db: app.db,
    materials: app.materials,
    config: app.config,
    payment,
    maps,
    log: app.log,
    events: app.events,
    clock: app.clock,
    shipDates: app.shipDates,
  });

  app.get(
    "/v2/checkout/config",
    {
      config: { public: true },
      schema: {
        tags: ["checkout"],
        summary: "Payment provider, maps key for the browser and the pickup facility",
        response: okReplies(checkoutConfigSchema),
      },
    },
    async () => {
      // The checkout page asks for this first: warm the ZIP dataset before the buyer types a ZIP.
      void maps.lookupZip(app.config.facility.zip).catch(() => {});
      return ok({
        payment_provider: payment.name,
        google_maps_browser_key: app.config.maps.googleBrowserKey ?? null,
        facility: {
          ...app.config.facility,
          hours: PICKUP_HOURS,
          instructions: PICKUP_INSTRUCTIONS,
        },
      });
    },
  );

  app.post(
    "/v2/pricing/checkout",
    {
      config: { public: true, rateLimit: INSTANT_PRICE_RATE_LIMIT },
      schema: {
        tags: ["pricing"],
        summary: "Material cost, sales tax, shipping and total of an order at checkout",
        description: `${LINES_RULE} ${ZIP_STATE_RULE} ${SHIP_DATE_RULE}`,
        body: multiLineCheckoutPricingRequestSchema,
        response: okReplies(multiLineCheckoutPricingResponseSchema, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request) => ok(await service.quote(request.body, request.user?.id ?? null)),
  );

  app.get(
    "/v2/address/zip/:zip",
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["checkout"],
        summary: "City and state of a US ZIP code",
        params: zipParamsSchema,
        response: okReplies(zipPlaceSchema, 400, 404, 429),
      },
    },
    async (request) => {
      return ok(found(await maps.lookupZip(request.params.zip), "Unknown ZIP code."));
    },
  );

  app.post(
    "/api/stripe/create-checkout-session",
    {
      // A retry with the same Idempotency-Key answers the first session, not a second order.
      config: { public: true, rateLimit: { max: 20, timeWindow: "1 minute" }, idempotent: true },
      schema: {
        tags: ["checkout"],
        summary: "Prices the order on the server, saves it pending and opens a payment session",
        description: `A sent \`amount\` is ignored: the server recomputes every figure from the item specs. ${LINES_RULE} A quote line already bought, or in another buyer's checkout, is refused (409) and nothing is stored. ${ZIP_STATE_RULE}`,
        body: multiLineCheckoutSessionRequestSchema,
        response: okReplies(
          multiLineCheckoutSessionResponseSchema,
          400,
          401,
          403,
          404,
          409,
          429,
          502,
        ),
      },
    },
    async (request) => {
      // A company's viewer may not order (issue #16): 403 before anything is priced or stored.
      if (request.user) assertMayOrder(await actorOf(app.db, request.user));
      try {
        return ok(await service.createSession(request.body, request.user?.id ?? null));
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.error({ err: error }, "could not open a payment session");
        throw new AppError(
          502,
          "PAYMENT_PROVIDER",
          "The payment provider could not be reached. Please try again.",
        );
      }
    },
  );

  const onAccount = createOnAccountService({
    db: app.db,
    config: app.config,
    events: app.events,
    price: (input, userId) => service.price(input, userId),
  });

  app.post(
    "/v2/checkout/on-account",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" }, idempotent: true },
      schema: {
        tags: ["checkout"],
        summary: "Places an order on the company's payment terms with a PO number (issue #16)",
        description: `The card checkout's body plus \`po_number\` (required) and \`po_upload_token\` (from POST /v2/checkout/po-upload). Members of a company with terms who may order (owners, buyers): 403 without terms or for a viewer. Priced on the server exactly as the card checkout. ${LINES_RULE} The credit check and the insert are one transaction behind a lock on the company's terms: over the available credit 409 (the message names it) and nothing is stored. An order above the buyer's order limit is stored \`pending_approval\` (owners are emailed; it holds no credit until approved); otherwise it is \`invoiced\`, due on the ship date plus the net days. ${ZIP_STATE_RULE}`,
        body: onAccountCheckoutRequestSchema,
        response: createdReplies(onAccountOrderSchema, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const user = assertSignedIn(request);
      return reply.code(201).send(ok(await onAccount.place(request.body, user.id)));
    },
  );

  // The PO upload reads multipart; its parser stays inside this child plugin.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: UPLOAD_LIMITS });
    const documents = documentsServiceOf(app);
    uploads.post(
      "/v2/checkout/po-upload",
      {
        config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
        schema: {
          tags: ["checkout"],
          summary: "Upload the PO PDF of an on-account order (at most 10 MB) before placing it",
          description:
            "multipart/form-data with one file field `file`, a PDF (read from the file's first bytes, like every upload). Members who may order on account. The reply's `po_upload_token` attaches the file to the order placed with it (POST /v2/checkout/on-account), for the uploader only.",
          consumes: ["multipart/form-data"],
          response: createdReplies(poUploadReplySchema, 400, 401, 403, 413, 415, 429),
        },
      },
      async (request, reply) => {
        const user = assertSignedIn(request);
        const membership = await assertMayOrderOnAccount(app.db, user.id);
        const upload = await readSingleUpload(request);
        if (upload.data.length > 0 && detectFileType(upload.data) !== "application/pdf") {
          throw AppError.badRequest(MESSAGES.companies.poUploadPdf, [
            { field: "file", message: MESSAGES.companies.poUploadPdf },
          ]);
        }
        const document = await documents.saveDocument({
          kind: "purchase_order",
          userId: user.id,
          companyId: membership.organizationId,
          filename: upload.filename,
          data: upload.data,
          uploadedBy: user.id,
        });
        return reply
          .code(201)
          .send(
            ok({ po_upload_token: poUploadTokenOf(app.config.authSecret, document.id, user.id) }),
          );
      },
    );
  });

  app.post(
    "/v2/checkout/confirm",
    {
      // The session id is the capability: only the buyer who was sent to /success has it.
      config: { public: true, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["checkout"],
        summary: "Asks the payment provider about a session; marks its order paid once",
        body: confirmCheckoutRequestSchema,
        response: okReplies(confirmCheckoutResponseSchema, 400, 404, 429),
      },
    },
    async (request) => ok(await service.confirm(request.body.session_id)),
  );

  // Stripe signs the exact bytes it sent: this route reads the body raw.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      "/api/stripe/webhook",
      {
        config: { public: true },
        schema: {
          tags: ["checkout"],
          summary: "Stripe webhook (signature checked over the raw body)",
          response: okReplies(stripeWebhookReplySchema, 400),
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from("");
        const signature = request.headers["stripe-signature"];
        let event: ReturnType<PaymentProvider["verifyWebhook"]>;
        try {
          event = payment.verifyWebhook(raw, typeof signature === "string" ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            request.log.warn({ reason: error.message }, "webhook refused");
            throw AppError.badRequest("Invalid webhook signature.");
          }
          throw error;
        }
        if (PAID_EVENTS.has(event.type) && event.session) {
          const outcome = await service.applySession(event.session);
          request.log.info({ eventId: event.id, type: event.type, outcome }, "webhook applied");
        }
        return ok({ received: true as const });
      },
    );
  });

  if (isTestProvider(payment)) {
    const sessionParams = z.object({ sessionId: z.string().min(1).max(255) });

    app.get(
      "/v2/checkout/test-sessions/:sessionId",
      {
        config: { public: true, rateLimit: { max: 120, timeWindow: "1 minute" } },
        schema: {
          tags: ["checkout"],
          summary: "A session of the built-in test checkout (no Stripe key configured)",
          params: sessionParams,
          response: okReplies(testCheckoutSessionSchema, 404, 429),
        },
      },
      async (request) => {
        const row = await payment.findSession(request.params.sessionId);
        if (!row) throw AppError.notFound("Checkout session not found.");
        return ok({
          id: row.id,
          amount: centsToDollars(row.amountCents),
          currency: row.currency || CURRENCY,
          name: row.name,
          description: row.description,
          customer_email: row.customerEmail,
          payment_status: row.paymentStatus,
          success_url: row.successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(row.id)),
          cancel_url: row.cancelUrl,
          line_items: (row.lineItems ?? []).map((line) => ({
            name: line.name,
            description: line.description,
            amount: centsToDollars(line.amountCents),
          })),
        });
      },
    );

    app.post(
      "/v2/checkout/test-sessions/:sessionId/pay",
      {
        config: { public: true, rateLimit: { max: 30, timeWindow: "1 minute" } },
        schema: {
          tags: ["checkout"],
          summary:
            "Pays a test session: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines",
          params: sessionParams,
          body: testCardPaymentRequestSchema,
          response: okReplies(testCardPaymentResponseSchema, 400, 402, 404, 409, 429),
        },
      },
      async (request) => {
        const result = await payment.pay(request.params.sessionId, request.body.card_number);
        if (!result) throw AppError.notFound("Checkout session not found.");
        if (result.outcome !== "paid") {
          const field = [{ field: "card_number", message: result.message }];
          if (result.outcome === "expired") {
            throw AppError.conflict(result.message, "SESSION_EXPIRED");
          }
          throw result.outcome === "declined"
            ? new AppError(402, "CARD_DECLINED", result.message, { errors: field })
            : AppError.badRequest(result.message, field);
        }
        // What Stripe's webhook would do: tell the shop at once. /success confirms again, harmlessly.
        const session = await payment.retrieveSession(result.session.id);
        if (session) await service.applySession(session);
        return ok({ paid: true as const, redirect_url: result.redirectUrl });
      },
    );
  }
};

export default checkoutRoutes;
