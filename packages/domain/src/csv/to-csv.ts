import Papa from "papaparse";

/**
 * A cell that a spreadsheet would run as a formula (starts with = + - @, or a tab / carriage
 * return) gets a leading apostrophe, so an exported customer text cannot become a formula
 * (CSV injection). Numbers are left as they are.
 */
export function neutralizeCsvCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "boolean") return value;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Rows as CSV (papaparse's unparse, RFC 4180 quoting, CRLF), with the columns in `columns` order. */
export function toCsv<T extends Record<string, unknown>>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
): string {
  return Papa.unparse(
    {
      fields: [...columns],
      data: rows.map((row) => columns.map((column) => neutralizeCsvCell(row[column]))),
    },
    { newline: "\r\n" },
  );
}
