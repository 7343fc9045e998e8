import {
  invoiceSchema,
  orderDisplaySchema,
  recordPaymentRequestSchema,
  statementSchema,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertAdmin, assertSignedIn } from "../../lib/authorize";
import { createdReplies, errorResponses, ok, okReplies } from "../../lib/envelope";
import { idParams } from "../../lib/route-params";
import { loadCompanyFacts } from "../orders/order-company";
import { loadLinesOf } from "../orders/order-lines";
import { type OrderRow, toOrderDisplay } from "../orders/order-view";
import { createOnAccountService } from "./on-account.service";
import { renderInvoicePdf } from "./render-invoice-pdf";

const tags = ["companies"];

/**
 * Buying on account after checkout (issue #16): approvals by the company's owners, the invoice
 * PDF, payments recorded by admins, and the statement. Who may: the caller's membership read
 * fresh from the database (lib/companies.ts), admins by the admin guard.
 */
const onAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOnAccountService(app);

  async function display(row: OrderRow) {
    return toOrderDisplay(
      row,
      app.config.orderPrefix,
      null,
      await loadLinesOf(app.db, row.id),
      (await loadCompanyFacts(app.db, [row], app.clock)).get(row.id),
    );
  }

  // The owners' two answers to an order waiting for approval: one declaration, two routes.
  const answers = [
    {
      answer: "approve",
      summary: "Approve a company order waiting for approval (owners): it is invoiced",
      description:
        "The credit is checked again under the same lock as an order (409 over the available credit); the order is invoiced, due on its ship date plus the net days, and goes into production.",
    },
    {
      answer: "decline",
      summary: "Decline a company order waiting for approval (owners): it is cancelled",
      description:
        "The order becomes `declined` and its fulfilment `cancelled`; the buyer is emailed.",
    },
  ] as const;
  for (const { answer, summary, description } of answers) {
    app.post(
      `/v2/companies/current/orders/:id/${answer}`,
      {
        schema: {
          tags,
          summary,
          description: `Owners of the order's company only (a buyer or viewer 403, another company's order 404). ${description} 409 when it is not waiting for approval.`,
          params: idParams,
          response: okReplies(orderDisplaySchema, 401, 403, 404, 409),
        },
      },
      async (request) => {
        const user = assertSignedIn(request);
        return ok(await display(await service[answer](user.id, request.params.id)));
      },
    );
  }

  app.get(
    "/v2/orders/:id/invoice",
    {
      schema: {
        tags,
        summary: "The invoice of an on-account order as a PDF (the company's members, admins)",
        description:
          "Invoice number, PO number, lines, tax, shipping, total, payments, due date and remit-to. 404 for anyone else, and for an order without an invoice (card, waiting for approval, declined).",
        produces: ["application/pdf"],
        params: idParams,
        response: {
          200: z.custom<Buffer>().describe("The PDF (application/pdf)"),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const user = assertSignedIn(request);
      const input = await service.invoicePdfInput(user, request.params.id);
      const pdf = await renderInvoicePdf(input, { brandName: app.config.brandName });
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${input.invoiceNumber}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  app.post(
    "/v2/admin/orders/:id/payments",
    {
      schema: {
        tags: ["admin"],
        summary: "Record a payment against an on-account invoice (admins)",
        description:
          "Amount in dollars and a reference (check or transfer number). 409 over the invoice's balance, or for an order that is not invoiced on account. The payment that settles the balance turns the order `paid`. Answers the invoice after the payment.",
        params: idParams,
        body: recordPaymentRequestSchema,
        response: createdReplies(invoiceSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const admin = assertAdmin(request);
      const invoice = await service.recordPayment(admin.id, request.params.id, request.body);
      return reply.code(201).send(ok(invoice));
    },
  );

  app.get(
    "/v2/companies/current/statement",
    {
      schema: {
        tags,
        summary: "The caller's company's statement: invoices newest first, open and overdue",
        description:
          "Any member. An invoice is overdue after its due date, on the facility's today. 404 when the caller has no company.",
        response: okReplies(statementSchema, 401, 404),
      },
    },
    async (request) => {
      const user = assertSignedIn(request);
      return ok(await service.statementOfMember(user.id));
    },
  );

  app.get(
    "/v2/admin/companies/:id/statement",
    {
      schema: {
        tags: ["admin"],
        summary: "A company's statement (admins)",
        params: idParams,
        response: okReplies(statementSchema, 401, 403, 404),
      },
    },
    async (request) => {
      assertAdmin(request);
      return ok(await service.statementOfCompany(request.params.id));
    },
  );
};

export default onAccountRoutes;
