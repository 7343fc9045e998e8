import { inflateSync } from "node:zlib";

/** Items and requests shared by the quote tests (inches, decisions §12). */

export const PLATE_ITEM = {
  material: "6061-t651",
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 48, width: 24.5, height: 1.5 },
  quantity: 2,
  material_spec: "AMS 4027",
  description: "Fixture plates",
};
export const ROUND_BAR_ITEM = {
  material: "p20",
  product_type: "Bar",
  shape: "Round",
  dimensions: { length: 36, diameter: 4 },
  quantity: 5,
  dfars: false,
};
export const TUBE_ITEM = {
  material: "a500",
  product_type: "Tube",
  shape: "Square",
  dimensions: { length: 240, width: 2, wall: 0.125 },
  quantity: 12,
  description: "Frame rails",
};

export function multiLineBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ada Lovelace",
    email: "ada@shop.example",
    company: "Analytical Engines",
    phone: "313-555-0100",
    notes: "Certs with the shipment",
    rohs: true,
    items: [PLATE_ITEM, ROUND_BAR_ITEM, TUBE_ITEM],
    ...overrides,
  };
}

/**
 * The text drawn in a PDF, as far as the tests need it: every content stream inflated and the
 * strings of its TJ/Tj operators joined (PDFKit writes text as hex strings, split by kerning), plus
 * the literal strings of the document (e.g. the info dictionary).
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const parts: string[] = [];
  for (const literal of raw.matchAll(/\(([^()]*)\)/g)) parts.push(literal[1] ?? "");
  // PDFKit writes "stream\n<deflated bytes>\nendstream". No optional \r in the pattern: deflated
  // bytes may end in one, and dropping it leaves a stream that no longer inflates.
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    const data = Buffer.from(match[1] ?? "", "latin1");
    let content: string;
    try {
      content = inflateSync(data).toString("latin1");
    } catch {
      content = data.toString("latin1");
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [op[2]];
      parts.push(hexes.map((hex) => Buffer.from(hex ?? "", "hex").toString("latin1")).join(""));
    }
  }
  return parts.join("\n");
}
