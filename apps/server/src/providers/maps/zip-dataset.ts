import { createRequire } from "node:module";

/**
 * US ZIP centroids from the `zipcodes` package (BSD licence, data shipped inside the package, no
 * download at install or run time). Only its US table is loaded, once, on first use.
 */
export interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

let table: Record<string, ZipRecord> | undefined;

function load(): Record<string, ZipRecord> {
  if (!table) {
    const require = createRequire(import.meta.url);
    const data = require("zipcodes/lib/codes.js") as { codes: Record<string, ZipRecord> };
    table = data.codes;
  }
  return table;
}

export function findZip(zip5: string): ZipRecord | undefined {
  const record = load()[zip5];
  return record && record.country === "US" ? record : undefined;
}
