import {
  centsToDollars,
  describeCutPlan,
  describeForm,
  type ExportKind,
  formatDimensions,
  formatOrderNumber,
  formatQuoteNumber,
  getMaterial,
  toCsv,
} from "@ingot/domain";
import { asc, desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailingList, orders, rfqItems, rfqRequests, rfqs } from "../../db/schema/index";
import { newestFirst } from "../../lib/newest-first";
import { loadOrderLines } from "../orders/order-lines";
import { displayLines } from "../orders/order-view";

/** CSV exports for staff (papaparse's unparse; formula-looking cells neutralized in the domain). */

const dims = (d: Record<string, number> | null) =>
  d
    ? Object.entries(d)
        .map(([k, v]) => `${k} ${v} in`)
        .join("; ")
    : "";

async function exportCsv(db: Database, kind: ExportKind, orderPrefix: string): Promise<string> {
  if (kind === "subscribers") {
    const rows = await db.select().from(mailingList).orderBy(desc(mailingList.createdAt));
    return toCsv(
      rows.map((r) => ({ email: r.email, subscribed_at: r.createdAt.toISOString() })),
      ["email", "subscribed_at"],
    );
  }
  if (kind === "orders") {
    // One row per order line (issue #15), like the requests export; the order's own figures
    // (material cost, tax, shipping, total) repeat on each of its lines.
    const rows = await db
      .select()
      .from(orders)
      .orderBy(...newestFirst(orders));
    const linesByOrder = await loadOrderLines(
      db,
      rows.map((r) => r.id),
    );
    return toCsv(
      rows.flatMap((r) =>
        displayLines(r, linesByOrder.get(r.id)).map((line, _index, all) => ({
          order_number: formatOrderNumber(r.id, orderPrefix),
          created_at: r.createdAt.toISOString(),
          payment_status: r.paymentStatus,
          fulfilment_status: r.fulfilmentStatus,
          customer_name: r.customerName,
          customer_company: r.customerCompany,
          customer_email: r.customerEmail,
          customer_phone: r.customerPhone ?? "",
          po_number: r.customerOrderNumber ?? "",
          line: line.position,
          line_count: all.length,
          material: line.material,
          dimensions: formatDimensions(line.dimensions),
          // A cut list's quantity counts bars (issue #17); this says what they are cut into.
          quantity: line.quantity,
          cut_plan: line.cut_plan ? describeCutPlan(line.cut_plan) : "",
          unit_price: line.unit_price.toFixed(2),
          line_total: line.line_total.toFixed(2),
          material_cost: centsToDollars(r.materialCostCents).toFixed(2),
          tax: centsToDollars(r.taxAmountCents).toFixed(2),
          shipping: centsToDollars(r.shippingCostCents).toFixed(2),
          total: centsToDollars(r.totalCents).toFixed(2),
          delivery_method: r.deliveryMethod,
          carrier: r.carrier ?? "",
          tracking_number: r.trackingNumber ?? "",
        })),
      ),
      [
        "order_number",
        "created_at",
        "payment_status",
        "fulfilment_status",
        "customer_name",
        "customer_company",
        "customer_email",
        "customer_phone",
        "po_number",
        "line",
        "line_count",
        "material",
        "dimensions",
        "quantity",
        "cut_plan",
        "unit_price",
        "line_total",
        "material_cost",
        "tax",
        "shipping",
        "total",
        "delivery_method",
        "carrier",
        "tracking_number",
      ],
    );
  }
  // requests: one CSV row per line, quick quotes and multi-line requests together, newest first.
  const [single, multi, items] = await Promise.all([
    db.select().from(rfqs).orderBy(desc(rfqs.createdAt)),
    db.select().from(rfqRequests).orderBy(desc(rfqRequests.createdAt)),
    db.select().from(rfqItems).orderBy(asc(rfqItems.position)),
  ]);
  const line = (
    base: {
      number: string;
      kind: string;
      status: string;
      created: Date;
      name: string;
      company: string;
      email: string;
      phone: string | null;
      notes: string | null;
    },
    row: {
      material: string;
      materialSpec: string | null;
      shape: string | null;
      productType: string | null;
      dimensions: Record<string, number> | null;
      quantity: number;
      description: string | null;
      dfars: boolean;
      quotedUnitPriceCents: number | null;
    },
  ) => ({
    request_number: base.number,
    kind: base.kind,
    status: base.status,
    created_at: base.created.toISOString(),
    name: base.name,
    company: base.company,
    email: base.email,
    phone: base.phone ?? "",
    material: getMaterial(row.material)?.label ?? row.material,
    form: describeForm(row.shape, row.productType),
    material_spec: row.materialSpec ?? "",
    dimensions: dims(row.dimensions),
    quantity: row.quantity,
    dfars: row.dfars ? "yes" : "no",
    quoted_unit_price:
      row.quotedUnitPriceCents === null ? "" : centsToDollars(row.quotedUnitPriceCents).toFixed(2),
    description: row.description ?? "",
    notes: base.notes ?? "",
  });
  const all = [
    ...single.map((r) => ({
      at: r.createdAt,
      row: line(
        {
          number: formatQuoteNumber("single", r.submissionId),
          kind: "quick",
          status: r.status,
          created: r.createdAt,
          name: r.name,
          company: r.company,
          email: r.email,
          phone: r.phone,
          notes: r.notes,
        },
        r,
      ),
    })),
    ...multi.flatMap((m) =>
      items
        .filter((i) => i.rfqRequestId === m.id)
        .map((i) => ({
          at: m.createdAt,
          row: line(
            {
              number: formatQuoteNumber("multi-line", m.id),
              kind: "multi-line",
              status: m.status,
              created: m.createdAt,
              name: m.name,
              company: m.company,
              email: m.email,
              phone: m.phone,
              notes: m.notes,
            },
            i,
          ),
        })),
    ),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return toCsv(
    all.map((a) => a.row),
    [
      "request_number",
      "kind",
      "status",
      "created_at",
      "name",
      "company",
      "email",
      "phone",
      "material",
      "form",
      "material_spec",
      "dimensions",
      "quantity",
      "dfars",
      "quoted_unit_price",
      "description",
      "notes",
    ],
  );
}

export interface ExportDeps {
  db: Database;
  orderPrefix: string;
}

export function createExportService({ db, orderPrefix }: ExportDeps) {
  return {
    /** GET /v2/admin/export/{kind}.csv: the rows of one kind as CSV (domain `toCsv`). */
    csv: (kind: ExportKind) => exportCsv(db, kind, orderPrefix),
  };
}
