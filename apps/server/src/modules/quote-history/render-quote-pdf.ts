import {
  describeForm,
  dollarsToCents,
  formatDimensions,
  formatOrderWithin,
  formatShipBy,
  formatUsd,
  priceSplitLines,
  QUOTE_STATUS_LABELS,
  type QuoteHistoryEntry,
} from "@ingot/domain";
import {
  drawPdfFacts,
  drawPdfHeader,
  drawPdfRule,
  openPdf,
  PDF_CELL_PAD,
  PDF_INK,
  PDF_MARGIN,
  PDF_MUTED,
  type PdfColumn,
  pdfTable,
} from "../../lib/pdf-layout";

/**
 * The quote request as a PDF (decisions §9 "quote PDFs the server renders"): request number, date,
 * status, contact, DFARS/RoHS, notes and one row per line (material, spec, dimensions with the
 * length in feet as on /rfq, quantity, description, quoted prices once quoted, each quoted line's
 * base metal, surcharge of the day it was quoted, cut charges and discount, issue #22), and for a
 * price that still holds the ship date an order placed now would be promised. Rendered with
 * PDFKit's built-in Helvetica, so nothing is read from disk or the network.
 */

export interface RenderQuotePdfOptions {
  brandName: string;
  salesEmail: string;
  /** Deflate the page streams (default). Tests turn it off to read the text. */
  compress?: boolean;
  /**
   * What an order placed now would be promised (issue #22), from the server's clock and calendar;
   * null when the quote's price does not hold now (not priced, expired, declined).
   */
  shipPromise?: { ship_by: string; order_within_minutes: number | null } | null;
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const formatDate = (iso: string) => dateFormat.format(new Date(iso));
const money = (dollars: number | null) =>
  dollars === null ? "—" : formatUsd(dollarsToCents(dollars));

export function renderQuotePdf(
  entry: QuoteHistoryEntry,
  options: RenderQuotePdfOptions,
): Promise<Buffer> {
  const title = entry.kind === "multi-line" ? "Request for Quote" : "Quick Quote";
  const page = openPdf(
    {
      Title: `${title} ${entry.request_number}`,
      Author: options.brandName,
      Subject: `${entry.company}, ${entry.item_count} line(s)`,
      CreationDate: new Date(entry.created_at),
    },
    options,
  );
  const { doc, left, width } = page;

  drawPdfHeader(page, { brandName: options.brandName, title, number: entry.request_number });

  const facts: [string, string][] = [
    ["Date", formatDate(entry.created_at)],
    ["Status", QUOTE_STATUS_LABELS[entry.status]],
    ["Contact", entry.name],
    ["Company", entry.company],
    ["Email", entry.email],
    ["Phone", entry.phone ?? "—"],
    ["DFARS", entry.dfars ? "Required" : "Not required"],
    ["RoHS", entry.rohs ? "Compliant material required" : "Not required"],
  ];
  if (entry.valid_until) facts.push(["Valid until", formatDate(entry.valid_until)]);
  drawPdfFacts(page, facts, 6);

  if (entry.notes) {
    doc.font("Helvetica-Bold").fontSize(10).fillColor(PDF_INK).text("Notes", left, doc.y);
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(PDF_INK)
      .text(entry.notes, left, doc.y + 2, { width });
    doc.y += 8;
  }

  // Lines table.
  const quoted = entry.items.some((item) => item.quoted_unit_price !== null);
  const columns: PdfColumn[] = quoted
    ? [
        { title: "#", width: 20 },
        { title: "Material", width: 110 },
        { title: "Spec", width: 62 },
        { title: "Dimensions", width: 104 },
        { title: "Qty", width: 34, align: "right" },
        { title: "Description", width: 80 },
        { title: "Unit", width: 52, align: "right" },
        { title: "Total", width: width - 462, align: "right" },
      ]
    : [
        { title: "#", width: 20 },
        { title: "Material", width: 130 },
        { title: "Spec", width: 80 },
        { title: "Dimensions", width: 120 },
        { title: "Qty", width: 40, align: "right" },
        { title: "Description", width: width - 390 },
      ];
  const table = pdfTable(page, columns);
  const pad = PDF_CELL_PAD;

  doc.y += 6;
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(PDF_INK)
    .text(`Lines (${entry.item_count})`, left);
  doc.y += 4;
  table.drawHeader();

  for (const item of entry.items) {
    const cells = [
      String(item.position),
      `${item.material_label}\n${describeForm(item.shape, item.product_type)}${item.dfars ? " · DFARS" : ""}`,
      item.material_spec ?? "—",
      formatDimensions(item.dimensions, { lengthUnit: "ft" }),
      `${item.quantity} pcs`,
      item.description ?? "",
      ...(quoted ? [money(item.quoted_unit_price), money(item.quoted_total)] : []),
    ];
    const height = table.rowHeight(cells);
    // Room for the split under a quoted line (two short lines at most).
    table.breakPageBefore(height + (item.quoted_split ? 24 : 0));
    const y = doc.y;
    table.drawCells(cells, y, { boldFirst: true });
    let rowBottom = y + height;
    if (item.quoted_split) {
      // Issue #22: how the quoted total splits, with the surcharge of the day it was quoted.
      const parts = priceSplitLines(item.quoted_split).map((l) => `${l.label} ${l.amount}`);
      const dated = item.quoted_split.priced_on
        ? ` (surcharge as of ${formatDate(`${item.quoted_split.priced_on}T12:00:00Z`)})`
        : "";
      const text = `${parts.join(" · ")}${dated}`;
      const indent = (columns[0]?.width ?? 20) + pad;
      doc.font("Helvetica").fontSize(8.5);
      const splitHeight = doc.heightOfString(text, { width: width - indent - pad });
      doc
        .fillColor(PDF_MUTED)
        .text(text, left + indent, rowBottom - pad / 2, { width: width - indent - pad });
      rowBottom += splitHeight + pad / 2;
    }
    drawPdfRule(page, rowBottom, 0.5);
    doc.y = rowBottom;
  }

  doc.y += 10;
  doc.font("Helvetica").fontSize(10).fillColor(PDF_INK);
  doc.text(`Total pieces: ${entry.total_pieces}`, left, doc.y, { width, align: "right" });
  const splits = entry.items.flatMap((item) => (item.quoted_split ? [item.quoted_split] : []));
  if (entry.quoted_total !== null && splits.length === entry.items.length) {
    // The order of the three lines and the discount, summed over the lines (issue #22).
    const sum = (key: "base_cost" | "surcharge_cost" | "cut_cost" | "discount") =>
      splits.reduce((total, split) => total + dollarsToCents(split[key]), 0) / 100;
    for (const line of priceSplitLines({
      base_cost: sum("base_cost"),
      surcharge_cost: sum("surcharge_cost"),
      cut_cost: sum("cut_cost"),
      discount: sum("discount"),
    })) {
      doc.text(`${line.label}: ${line.amount}`, left, doc.y + 2, { width, align: "right" });
    }
  }
  if (entry.quoted_total !== null) {
    doc.font("Helvetica-Bold").text(`Quoted total: ${money(entry.quoted_total)}`, left, doc.y + 2, {
      width,
      align: "right",
    });
  }

  if (options.shipPromise) {
    const { ship_by, order_within_minutes } = options.shipPromise;
    const within =
      order_within_minutes === null ? "" : ` (${formatOrderWithin(order_within_minutes)})`;
    doc
      .font("Helvetica")
      .fillColor(PDF_INK)
      .text(`${formatShipBy(ship_by)} if ordered today${within}`, left, doc.y + 4, {
        width,
        align: "right",
      });
  }

  // Footer on the last page.
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(PDF_MUTED)
    .text(
      `Dimensions: length in feet, others in inches. Prices in USD, excluding tax and shipping. ` +
        `Questions: ${options.salesEmail}`,
      left,
      doc.page.height - PDF_MARGIN - 12,
      { width, align: "center", lineBreak: false },
    );

  doc.end();
  return page.done;
}
