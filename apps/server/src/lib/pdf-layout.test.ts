import { describe, expect, it } from "vitest";
import { openPdf, pdfTable } from "./pdf-layout";

/** PDFKit's current font, as the next `text` call would use it. */
const fontOf = (doc: PDFKit.PDFDocument) => {
  const state = doc as unknown as { _font: { name: string }; _fontSize: number };
  return { name: state._font.name, size: state._fontSize };
};

describe("pdfTable", () => {
  it("draws the row after a page break in the rows' font, not the header's bold", () => {
    const page = openPdf({ Title: "t" }, { compress: false });
    const table = pdfTable(page, [
      { title: "Item", width: 200 },
      { title: "Total", width: 100, align: "right" },
    ]);
    table.drawHeader();
    const height = table.rowHeight(["a", "b"]);
    expect(fontOf(page.doc)).toEqual({ name: "Helvetica", size: 9 });
    const first = page.doc.page;
    page.doc.y = page.doc.page.height - 40;
    table.breakPageBefore(height);
    expect(page.doc.page).not.toBe(first);
    expect(fontOf(page.doc)).toEqual({ name: "Helvetica", size: 9 });
    page.doc.end();
  });
});
