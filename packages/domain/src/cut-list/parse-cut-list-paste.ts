import { parseDimension } from "../dimensions/parse-dimension";

export interface PastedPiece {
  /** inches */
  length: number;
  quantity: number;
  label?: string;
}

/** How many rows one paste may add. */
export const CUT_LIST_PASTE_MAX_ROWS = 200;

/**
 * Rows pasted from a spreadsheet into the planner's piece list (issue #17): one piece line a row,
 * cells split by tabs (or commas / semicolons when there is no tab): length in inches (2.5,
 * 1 1/2, 1/2), quantity (a whole number, 1 when blank), label (the rest). A first row whose length
 * is not a number is taken for a header and skipped; other rows that cannot be read are reported
 * by their row number, and the rows that can are kept.
 */
export function parseCutListPaste(text: string): {
  pieces: PastedPiece[];
  errors: { row: number; message: string }[];
} {
  const rows = text
    .split(/\r\n|\n|\r/)
    .map((row, index) => ({ row: index + 1, cells: splitRow(row) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ""));
  const pieces: PastedPiece[] = [];
  const errors: { row: number; message: string }[] = [];
  rows.slice(0, CUT_LIST_PASTE_MAX_ROWS).forEach(({ row, cells }, index) => {
    const [lengthText = "", quantityText = "", ...rest] = cells;
    const length = parseDimension(lengthText.replace(/\s*(in|"|inches)$/i, ""), "Length");
    if (!length.ok) {
      if (index > 0 || /\d/.test(lengthText)) errors.push({ row, message: length.error });
      return;
    }
    const quantity = quantityText === "" ? 1 : Number(quantityText);
    if (!Number.isInteger(quantity) || quantity < 1) {
      errors.push({ row, message: "Quantity must be a whole number" });
      return;
    }
    const label = rest.join(" ").trim();
    pieces.push({
      length: length.value,
      quantity,
      ...(label ? { label: label.slice(0, 60) } : {}),
    });
  });
  if (rows.length > CUT_LIST_PASTE_MAX_ROWS) {
    errors.push({
      row: CUT_LIST_PASTE_MAX_ROWS + 1,
      message: `At most ${CUT_LIST_PASTE_MAX_ROWS} rows can be added at once`,
    });
  }
  return { pieces, errors };
}

function splitRow(row: string): string[] {
  const separator = row.includes("\t") ? "\t" : /[;,]/.test(row) ? /[;,]/ : "\t";
  return row.split(separator).map((cell) => cell.trim());
}
