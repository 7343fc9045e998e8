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
import PDFDocument from "pdfkit";

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

const MARGIN = 48;
const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#d1d5db";
const ACCENT = "#c2410c";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const formatDate = (iso: string) => dateFormat.format(new Date(iso));
const money = (dollars: number | null) =>
  dollars === null ? "—" : formatUsd(dollarsToCents(dollars));

interface Column {
  title: string;
  width: number;
  align?: "left" | "right";
}

export function renderQuotePdf(
  entry: QuoteHistoryEntry,
  options: RenderQuotePdfOptions,
): Promise<Buffer> {
  const title = entry.kind === "multi-line" ? "Request for Quote" : "Quick Quote";
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `${title} ${entry.request_number}`,
      Author: options.brandName,
      Subject: `${entry.company}, ${entry.item_count} line(s)`,
      CreationDate: new Date(entry.created_at),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;
  const right = left + width;

  // Header: brand on the left, document title and number on the right.
  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK).text(options.brandName, left, MARGIN);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text("Cut-to-size metal stock", left, doc.y);
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .fillColor(INK)
    .text(title, left, MARGIN, { width, align: "right" });
  doc
    .font("Courier-Bold")
    .fontSize(12)
    .fillColor(ACCENT)
    .text(entry.request_number, left, doc.y + 2, { width, align: "right" });
  doc.y = Math.max(doc.y, MARGIN + 40) + 12;
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor(RULE).lineWidth(1).stroke();
  doc.y += 12;

  // Facts: two columns of label/value pairs.
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
  const half = width / 2;
  const factsTop = doc.y;
  facts.forEach(([label, value], index) => {
    const x = left + (index % 2) * half;
    const y = factsTop + Math.floor(index / 2) * 18;
    doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(label, x, y, { width: 70 });
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INK)
      .text(value, x + 72, y - 1, { width: half - 80, lineBreak: false, ellipsis: true });
  });
  doc.y = factsTop + Math.ceil(facts.length / 2) * 18 + 6;

  if (entry.notes) {
    doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text("Notes", left, doc.y);
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INK)
      .text(entry.notes, left, doc.y + 2, { width });
    doc.y += 8;
  }

  // Lines table.
  const quoted = entry.items.some((item) => item.quoted_unit_price !== null);
  const columns: Column[] = quoted
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
  const pad = 4;
  const bottom = () => doc.page.height - MARGIN - 30;

  const drawHeader = () => {
    const y = doc.y;
    doc.rect(left, y, width, 18).fill("#f3f4f6");
    let x = left;
    doc.font("Helvetica-Bold").fontSize(8.5).fillColor(MUTED);
    for (const column of columns) {
      doc.text(column.title.toUpperCase(), x + pad, y + 5, {
        width: column.width - pad * 2,
        align: column.align ?? "left",
        lineBreak: false,
      });
      x += column.width;
    }
    doc.y = y + 18;
  };

  doc.y += 6;
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(`Lines (${entry.item_count})`, left);
  doc.y += 4;
  drawHeader();

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
    doc.font("Helvetica").fontSize(9);
    const height =
      Math.max(
        ...cells.map((text, i) =>
          doc.heightOfString(text, { width: (columns[i]?.width ?? 40) - pad * 2 }),
        ),
      ) +
      pad * 2;
    // Room for the split under a quoted line (two short lines at most).
    if (doc.y + height + (item.quoted_split ? 24 : 0) > bottom()) {
      doc.addPage();
      doc.y = MARGIN;
      drawHeader();
    }
    const y = doc.y;
    let x = left;
    cells.forEach((text, i) => {
      const column = columns[i];
      if (!column) return;
      doc
        .font(i === 0 ? "Helvetica-Bold" : "Helvetica")
        .fillColor(INK)
        .text(text, x + pad, y + pad, {
          width: column.width - pad * 2,
          align: column.align ?? "left",
        });
      x += column.width;
    });
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
        .fillColor(MUTED)
        .text(text, left + indent, rowBottom - pad / 2, { width: width - indent - pad });
      rowBottom += splitHeight + pad / 2;
    }
    doc.moveTo(left, rowBottom).lineTo(right, rowBottom).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.y = rowBottom;
  }

  doc.y += 10;
  doc.font("Helvetica").fontSize(10).fillColor(INK);
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
      .fillColor(INK)
      .text(`${formatShipBy(ship_by)} if ordered today${within}`, left, doc.y + 4, {
        width,
        align: "right",
      });
  }

  // Footer on the last page.
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `Dimensions: length in feet, others in inches. Prices in USD, excluding tax and shipping. ` +
        `Questions: ${options.salesEmail}`,
      left,
      doc.page.height - MARGIN - 12,
      { width, align: "center", lineBreak: false },
    );

  doc.end();
  return done;
}
