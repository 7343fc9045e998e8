import { formatUsd } from "@ingot/domain";
import PDFDocument from "pdfkit";

/**
 * An on-account order's invoice as a PDF (issue #16): invoice number, order and PO numbers, the
 * dates, who is billed, one row per line, material, tax, shipping, total, what has been paid and
 * what is due, and where to send the money (the supplier's name and address). PDFKit with its
 * built-in Helvetica, like the quote PDF (decision 005), so nothing is read from disk.
 */

export interface InvoicePdfInput {
  invoiceNumber: string;
  orderNumber: string;
  poNumber: string;
  issuedOn: string;
  dueDate: string;
  netDays: number | null;
  billTo: { company: string; name: string; email: string; address: string | null };
  remitTo: { name: string; lines: string[] };
  lines: {
    position: number;
    description: string;
    quantity: number;
    unitCents: number;
    totalCents: number;
  }[];
  materialCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
}

const MARGIN = 48;
const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#d1d5db";
const ACCENT = "#c2410c";

export function renderInvoicePdf(
  invoice: InvoicePdfInput,
  options: { brandName: string; compress?: boolean },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `Invoice ${invoice.invoiceNumber}`,
      Author: options.brandName,
      Subject: `PO ${invoice.poNumber}, order ${invoice.orderNumber}`,
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

  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK).text(options.brandName, left, MARGIN);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text("Cut-to-size metal stock", left, doc.y);
  doc.font("Helvetica-Bold").fontSize(14).fillColor(INK).text("Invoice", left, MARGIN, {
    width,
    align: "right",
  });
  doc
    .font("Courier-Bold")
    .fontSize(12)
    .fillColor(ACCENT)
    .text(invoice.invoiceNumber, left, doc.y + 2, { width, align: "right" });
  doc.y = Math.max(doc.y, MARGIN + 40) + 12;
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor(RULE).lineWidth(1).stroke();
  doc.y += 12;

  const facts: [string, string][] = [
    ["Invoice", invoice.invoiceNumber],
    ["PO number", invoice.poNumber],
    ["Order", invoice.orderNumber],
    ["Issued", invoice.issuedOn],
    ["Due date", invoice.dueDate],
    ["Terms", invoice.netDays ? `Net ${invoice.netDays}` : "On account"],
  ];
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
  doc.y = factsTop + Math.ceil(facts.length / 2) * 18 + 8;

  // Bill to (left) and remit to (right).
  const blockTop = doc.y;
  const billTo = [
    invoice.billTo.company,
    invoice.billTo.name,
    invoice.billTo.email,
    ...(invoice.billTo.address ? [invoice.billTo.address] : []),
  ];
  doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text("Bill to", left, blockTop);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(billTo.join("\n"), left, doc.y + 2, { width: half - 12 });
  const billBottom = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .text("Remit to", left + half, blockTop);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text([invoice.remitTo.name, ...invoice.remitTo.lines].join("\n"), left + half, doc.y + 2, {
      width: half,
    });
  doc.y = Math.max(billBottom, doc.y) + 14;

  const columns = [
    { title: "#", width: 24, align: "left" as const },
    { title: "Description", width: width - 24 - 50 - 80 - 90, align: "left" as const },
    { title: "Qty", width: 50, align: "right" as const },
    { title: "Unit", width: 80, align: "right" as const },
    { title: "Total", width: 90, align: "right" as const },
  ];
  const pad = 4;
  const drawHeader = () => {
    const y = doc.y;
    doc.rect(left, y, width, 18).fill("#f3f4f6");
    let x = left;
    doc.font("Helvetica-Bold").fontSize(8.5).fillColor(MUTED);
    for (const column of columns) {
      doc.text(column.title.toUpperCase(), x + pad, y + 5, {
        width: column.width - pad * 2,
        align: column.align,
        lineBreak: false,
      });
      x += column.width;
    }
    doc.y = y + 18;
  };
  drawHeader();
  for (const line of invoice.lines) {
    const cells = [
      String(line.position),
      line.description,
      `${line.quantity} pcs`,
      formatUsd(line.unitCents),
      formatUsd(line.totalCents),
    ];
    doc.font("Helvetica").fontSize(9);
    const height =
      Math.max(
        ...cells.map((text, i) =>
          doc.heightOfString(text, { width: (columns[i]?.width ?? 40) - pad * 2 }),
        ),
      ) +
      pad * 2;
    if (doc.y + height > doc.page.height - MARGIN - 30) {
      doc.addPage();
      doc.y = MARGIN;
      drawHeader();
    }
    const y = doc.y;
    let x = left;
    cells.forEach((text, i) => {
      const column = columns[i];
      if (!column) return;
      doc.fillColor(INK).text(text, x + pad, y + pad, {
        width: column.width - pad * 2,
        align: column.align,
      });
      x += column.width;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(right, y + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + height;
  }

  doc.y += 10;
  const totals: [string, number][] = [
    ["Material", invoice.materialCents],
    ["Sales tax", invoice.taxCents],
    ["Shipping", invoice.shippingCents],
    ["Total", invoice.totalCents],
    ["Paid", invoice.paidCents],
  ];
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  for (const [label, cents] of totals) {
    doc.text(`${label}: ${formatUsd(cents)}`, left, doc.y + 2, { width, align: "right" });
  }
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .text(`Balance due ${invoice.dueDate}: ${formatUsd(invoice.balanceCents)}`, left, doc.y + 4, {
      width,
      align: "right",
    });
  doc.y += 16;
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Please quote invoice ${invoice.invoiceNumber} and PO ${invoice.poNumber} with your payment.`,
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
