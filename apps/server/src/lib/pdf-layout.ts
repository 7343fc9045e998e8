import PDFDocument from "pdfkit";

/**
 * The one page layout of the PDFs the server renders (the quote PDF, decisions §9, and the
 * invoice, issue #16): Letter with a 48 pt margin, PDFKit's built-in Helvetica and Courier (so
 * nothing is read from disk or the network), a header with the brand on the left and the
 * document's title and number on the right, a two-column block of facts, and a table whose header
 * row repeats on every page. Each renderer decides what goes in them.
 */

export const PDF_MARGIN = 48;
export const PDF_INK = "#111827";
export const PDF_MUTED = "#4b5563";
const RULE = "#d1d5db";
const ACCENT = "#c2410c";
const CELL_PAD = 4;
/** The padding inside a table cell, for text a renderer writes under a row. */
export const PDF_CELL_PAD = CELL_PAD;
const HEADER_ROW_HEIGHT = 18;

export interface PdfColumn {
  title: string;
  width: number;
  align?: "left" | "right";
}

/** An open document, its text column (`left` to `right`) and the bytes once it ends. */
export interface PdfPage {
  doc: PDFKit.PDFDocument;
  left: number;
  width: number;
  right: number;
  /** Resolves with the whole file after `doc.end()`. */
  done: Promise<Buffer>;
}

export function openPdf(info: PDFKit.DocumentInfo, options: { compress?: boolean }): PdfPage {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: PDF_MARGIN,
    compress: options.compress ?? true,
    info,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - PDF_MARGIN * 2;
  return { doc, left: PDF_MARGIN, width, right: PDF_MARGIN + width, done };
}

/** A horizontal rule across the text column at `y`. */
export function drawPdfRule(page: PdfPage, y: number, lineWidth: number): void {
  page.doc
    .moveTo(page.left, y)
    .lineTo(page.right, y)
    .strokeColor(RULE)
    .lineWidth(lineWidth)
    .stroke();
}

/** Brand and tagline on the left, the title and the document's number on the right, a rule. */
export function drawPdfHeader(
  page: PdfPage,
  header: { brandName: string; title: string; number: string },
): void {
  const { doc, left, width } = page;
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor(PDF_INK)
    .text(header.brandName, left, PDF_MARGIN);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(PDF_MUTED)
    .text("Cut-to-size metal stock", left, doc.y);
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .fillColor(PDF_INK)
    .text(header.title, left, PDF_MARGIN, { width, align: "right" });
  doc
    .font("Courier-Bold")
    .fontSize(12)
    .fillColor(ACCENT)
    .text(header.number, left, doc.y + 2, { width, align: "right" });
  doc.y = Math.max(doc.y, PDF_MARGIN + 40) + 12;
  drawPdfRule(page, doc.y, 1);
  doc.y += 12;
}

/** Label/value pairs in two columns, row by row; then `gapAfter` points of space. */
export function drawPdfFacts(page: PdfPage, facts: [string, string][], gapAfter: number): void {
  const { doc, left } = page;
  const half = page.width / 2;
  const factsTop = doc.y;
  facts.forEach(([label, value], index) => {
    const x = left + (index % 2) * half;
    const y = factsTop + Math.floor(index / 2) * 18;
    doc.font("Helvetica").fontSize(9).fillColor(PDF_MUTED).text(label, x, y, { width: 70 });
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(PDF_INK)
      .text(value, x + 72, y - 1, { width: half - 80, lineBreak: false, ellipsis: true });
  });
  doc.y = factsTop + Math.ceil(facts.length / 2) * 18 + gapAfter;
}

/** A table of `columns` (widths in points, left to right from the column's left edge). */
export interface PdfTable {
  /** The shaded row of column titles, at the current y. */
  drawHeader(): void;
  /** A row's height for these cells (Helvetica 9, padded), leaving that font set. */
  rowHeight(cells: string[]): number;
  /** A new page with the header row again when `height` more points would not fit. */
  breakPageBefore(height: number): void;
  /** The cells at `y`, the first one bold when `boldFirst`. */
  drawCells(cells: string[], y: number, options?: { boldFirst?: boolean }): void;
}

export function pdfTable(page: PdfPage, columns: PdfColumn[]): PdfTable {
  const { doc, left } = page;
  const cellWidth = (i: number) => (columns[i]?.width ?? 40) - CELL_PAD * 2;
  const table: PdfTable = {
    drawHeader() {
      const y = doc.y;
      doc.rect(left, y, page.width, HEADER_ROW_HEIGHT).fill("#f3f4f6");
      let x = left;
      doc.font("Helvetica-Bold").fontSize(8.5).fillColor(PDF_MUTED);
      for (const column of columns) {
        doc.text(column.title.toUpperCase(), x + CELL_PAD, y + 5, {
          width: column.width - CELL_PAD * 2,
          align: column.align ?? "left",
          lineBreak: false,
        });
        x += column.width;
      }
      doc.y = y + HEADER_ROW_HEIGHT;
    },
    rowHeight(cells) {
      doc.font("Helvetica").fontSize(9);
      return (
        Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: cellWidth(i) }))) +
        CELL_PAD * 2
      );
    },
    breakPageBefore(height) {
      if (doc.y + height > doc.page.height - PDF_MARGIN - 30) {
        doc.addPage();
        doc.y = PDF_MARGIN;
        table.drawHeader();
        // The row that follows is drawn in the rows' font, not the header's bold 8.5.
        doc.font("Helvetica").fontSize(9);
      }
    },
    drawCells(cells, y, options = {}) {
      let x = left;
      cells.forEach((text, i) => {
        const column = columns[i];
        if (!column) return;
        if (options.boldFirst) doc.font(i === 0 ? "Helvetica-Bold" : "Helvetica");
        doc.fillColor(PDF_INK).text(text, x + CELL_PAD, y + CELL_PAD, {
          width: column.width - CELL_PAD * 2,
          align: column.align ?? "left",
        });
        x += column.width;
      });
    },
  };
  return table;
}
