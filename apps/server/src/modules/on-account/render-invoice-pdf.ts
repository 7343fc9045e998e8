import { formatUsd } from "@ingot/domain";
import {
  drawPdfFacts,
  drawPdfHeader,
  drawPdfRule,
  openPdf,
  PDF_INK,
  PDF_MUTED,
  pdfTable,
} from "../../lib/pdf-layout";

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

export function renderInvoicePdf(
  invoice: InvoicePdfInput,
  options: { brandName: string; compress?: boolean },
): Promise<Buffer> {
  const page = openPdf(
    {
      Title: `Invoice ${invoice.invoiceNumber}`,
      Author: options.brandName,
      Subject: `PO ${invoice.poNumber}, order ${invoice.orderNumber}`,
    },
    options,
  );
  const { doc, left, width } = page;

  drawPdfHeader(page, {
    brandName: options.brandName,
    title: "Invoice",
    number: invoice.invoiceNumber,
  });
  drawPdfFacts(
    page,
    [
      ["Invoice", invoice.invoiceNumber],
      ["PO number", invoice.poNumber],
      ["Order", invoice.orderNumber],
      ["Issued", invoice.issuedOn],
      ["Due date", invoice.dueDate],
      ["Terms", invoice.netDays ? `Net ${invoice.netDays}` : "On account"],
    ],
    8,
  );
  const half = width / 2;

  // Bill to (left) and remit to (right).
  const blockTop = doc.y;
  const billTo = [
    invoice.billTo.company,
    invoice.billTo.name,
    invoice.billTo.email,
    ...(invoice.billTo.address ? [invoice.billTo.address] : []),
  ];
  doc.font("Helvetica-Bold").fontSize(10).fillColor(PDF_INK).text("Bill to", left, blockTop);
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

  const table = pdfTable(page, [
    { title: "#", width: 24, align: "left" },
    { title: "Description", width: width - 24 - 50 - 80 - 90, align: "left" },
    { title: "Qty", width: 50, align: "right" },
    { title: "Unit", width: 80, align: "right" },
    { title: "Total", width: 90, align: "right" },
  ]);
  table.drawHeader();
  for (const line of invoice.lines) {
    const cells = [
      String(line.position),
      line.description,
      `${line.quantity} pcs`,
      formatUsd(line.unitCents),
      formatUsd(line.totalCents),
    ];
    const height = table.rowHeight(cells);
    table.breakPageBefore(height);
    const y = doc.y;
    table.drawCells(cells, y);
    drawPdfRule(page, y + height, 0.5);
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
  doc.font("Helvetica").fontSize(10).fillColor(PDF_INK);
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
    .fillColor(PDF_MUTED)
    .text(
      `Please quote invoice ${invoice.invoiceNumber} and PO ${invoice.poNumber} with your payment.`,
      left,
      doc.y,
      { width },
    );
  doc.end();
  return page.done;
}
