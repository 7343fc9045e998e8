import {
  adminMaterialSchema,
  adminMaterialsReplySchema,
  adminOrderReplySchema,
  adminOrderStatusReplySchema,
  adminOrdersQuerySchema,
  adminOrdersSchema,
  adminOverviewSchema,
  adminQuoteDetailSchema,
  centsToDollars,
  EXPORT_KINDS,
  listStockLengths,
  materialUpdateSchema,
  orderStatusUpdateSchema,
  outboxResendReplySchema,
  surchargeInForce,
} from "@ingot/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, found } from "../../lib/app-error";
import { errorResponses, ok, okReplies } from "../../lib/envelope";
import { idParams } from "../../lib/route-params";
import { type AdminMaterialRecord, createMaterialsService } from "../materials/materials.service";
import { createOutboxService } from "../outbox/outbox.service";
import adminDocumentsRoutes from "./admin-documents.routes";
import { createAdminOrdersService } from "./admin-orders.service";
import { createDashboardService } from "./dashboard.service";
import { createExportService } from "./export.service";
import { createQuoteWorkflow } from "./quote-workflow.service";

const tags = ["admin"];

const toAdminMaterial = ({ row, history, today }: AdminMaterialRecord) => {
  const inForce = surchargeInForce(history, today);
  return {
    code: row.code,
    name: row.name,
    category: row.category,
    is_available: row.isAvailable,
    minimum_order_quantity: row.minimumOrderQuantity,
    density_lb_per_in3: row.densityLbPerIn3,
    price_per_lb: centsToDollars(row.pricePerLbCents),
    stock_lengths: listStockLengths(row.code, row.stockLengths),
    price_breaks: row.priceBreaks.map((b) => ({ ...b })),
    surcharge_per_lb: centsToDollars(inForce?.surchargePerLbCents ?? 0),
    surcharge_history: history.map((entry) => ({
      surcharge_per_lb: centsToDollars(entry.surchargePerLbCents),
      effective_from: entry.effectiveFrom,
      created_at: entry.createdAt.toISOString(),
      created_by: entry.creator,
      in_force: entry === inForce,
    })),
    surcharge_earliest_from: today,
  };
};

/**
 * The admin API (issue #9): dashboard, quote detail, orders, materials, outbox resend and CSV
 * exports. Every route sits under /v2/admin, closed to non-admins by admin-guard.ts.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Certificates and tax-exemption review (multipart lives in that plugin's own scope).
  await app.register(adminDocumentsRoutes);
  const workflow = createQuoteWorkflow({
    db: app.db,
    materials: app.materials,
    events: app.events,
    clock: app.clock,
    brandName: config.brandName,
    publicUrl: config.publicUrl,
  });
  // Edits go through the materials service, which drops every instance's cached copy (decision 014).
  const materialsService = createMaterialsService({
    db: app.db,
    materials: app.materials,
    clock: app.clock,
  });
  const dashboard = createDashboardService({ db: app.db });
  const exporter = createExportService({ db: app.db, orderPrefix: config.orderPrefix });
  const outbox = createOutboxService({ db: app.db });
  const ordersService = createAdminOrdersService({
    db: app.db,
    events: app.events,
    orderPrefix: config.orderPrefix,
    brandName: config.brandName,
    publicUrl: config.publicUrl,
  });

  app.get(
    "/v2/admin/overview",
    {
      schema: {
        tags,
        summary:
          "Dashboard: counts, latest 10 quick quotes, 10 multi-line requests, 20 subscribers",
        response: okReplies(adminOverviewSchema, 401, 403),
      },
    },
    async () => {
      await workflow.expireDue();
      return ok(await dashboard.load());
    },
  );

  app.get(
    "/v2/admin/quotes/:id",
    {
      schema: {
        tags,
        summary:
          "One request (multi-line id, or a quick quote's submission or row id) with history",
        params: idParams,
        response: okReplies(adminQuoteDetailSchema, 401, 403, 404),
      },
    },
    async (request) => {
      return ok(found(await workflow.detail(request.params.id), "Quote not found."));
    },
  );

  app.get(
    "/v2/admin/orders",
    {
      schema: {
        tags,
        summary: "Orders, newest first, by payment and fulfilment status and a search text",
        querystring: adminOrdersQuerySchema,
        response: okReplies(adminOrdersSchema, 400, 401, 403),
      },
    },
    async (request) => ok(await ordersService.list(request.query)),
  );

  app.put(
    "/v2/admin/orders/:id/status",
    {
      schema: {
        tags,
        summary: "Next fulfilment step of a paid order (carrier and tracking number to ship)",
        description:
          "pending → in_production | cancelled; in_production → shipped (ship) | ready_for_pickup " +
          "(pickup) | cancelled; shipped | ready_for_pickup → completed. Anything else is 409. " +
          "An order awaiting a tax-exemption certificate (`tax_exemption_hold`) is refused " +
          "in_production (409, code TAX_EXEMPTION_HOLD) until a certificate for it is accepted " +
          "or the tax is charged. " +
          "The customer is emailed through the outbox when their preferences allow.",
        params: idParams,
        body: orderStatusUpdateSchema,
        response: okReplies(adminOrderStatusReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      return ok(await ordersService.changeStatus(request.params.id, request.body));
    },
  );

  app.post(
    "/v2/admin/orders/:id/charge-tax",
    {
      schema: {
        tags,
        summary: "Charge the tax on an order awaiting a tax-exemption certificate",
        description:
          "Releases the hold as `tax_charged`: the exemption is dropped and `tax_due` records the " +
          "tax on the order's material cost at its delivery state (pickup: the facility's), which " +
          "staff invoice; the payment already captured is unchanged. The order may then go into " +
          "production. 409 when the order is not awaiting a certificate.",
        params: idParams,
        response: okReplies(adminOrderReplySchema, 401, 403, 404, 409),
      },
    },
    async (request) => ok(await ordersService.chargeTax(request.params.id)),
  );

  app.get(
    "/v2/admin/materials",
    {
      schema: {
        tags,
        summary: "Every material with its price, density, minimum and availability",
        response: okReplies(adminMaterialsReplySchema, 401, 403),
      },
    },
    async () => ok({ materials: (await materialsService.listAll()).map(toAdminMaterial) }),
  );

  app.put(
    "/v2/admin/materials/:code",
    {
      schema: {
        tags,
        summary:
          "Edit a material's price per lb, density, minimum order quantity, availability, stock lengths or quantity breaks, or add a surcharge",
        description:
          "New prices apply to new quotes and checkouts; orders already created keep the cents " +
          "they stored, and a quoted line keeps the surcharge of the day it was quoted. " +
          "`surcharge_per_lb` adds an entry to the surcharge history from `effective_from` " +
          "(today or later, facility time; today when omitted): the history is never rewritten.",
        params: z.object({ code: z.string().min(1).max(50) }),
        body: materialUpdateSchema,
        response: okReplies(adminMaterialSchema, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const record = await materialsService.update(
        request.params.code,
        request.body,
        request.user?.id ?? null,
      );
      if (!record) throw AppError.notFound("Material not found.");
      return ok(toAdminMaterial(record));
    },
  );

  app.post(
    "/v2/admin/outbox/:id/resend",
    {
      schema: {
        tags,
        summary: "Queue a failed email again now",
        params: z.object({ id: z.uuid().max(36) }),
        response: okReplies(outboxResendReplySchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { id } = await outbox.resend(request.params.id);
      return ok({ id, status: "pending" as const });
    },
  );

  app.get(
    "/v2/admin/export/:file",
    {
      schema: {
        tags,
        summary: "CSV export: subscribers.csv, requests.csv (one row per line) or orders.csv",
        produces: ["text/csv"],
        params: z.object({
          file: z.enum(EXPORT_KINDS.map((k) => `${k}.csv` as const) as [string, ...string[]]),
        }),
        response: { 200: z.string().describe("CSV"), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const kind = request.params.file.replace(/\.csv$/, "") as (typeof EXPORT_KINDS)[number];
      const csv = await exporter.csv(kind);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="ingot-${kind}-${date}.csv"`)
        .header("cache-control", "private, no-store")
        .send(`\uFEFF${csv}\r\n`);
    },
  );
};

export default adminRoutes;
