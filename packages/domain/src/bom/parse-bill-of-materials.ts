import Papa from "papaparse";
import {
  DIMENSION_LABELS,
  type DimensionKey,
  PRODUCT_TYPES,
  type ProductType,
  SHAPES,
  type Shape,
} from "../catalog/catalog";
import { MATERIALS, type MaterialCode } from "../catalog/materials";
import { feetToInches } from "../dimensions/feet-to-inches";
import { parseDimension } from "../dimensions/parse-dimension";
import { validateFeetRange } from "../dimensions/validate-feet-range";
import { MESSAGES } from "../messages";
import {
  createQuoteItemSchema,
  QUOTE_MAX_ITEMS,
  type QuoteItem,
} from "../validation/quote-request";

/**
 * Parses a bill of materials pasted from a spreadsheet (tab-separated) or uploaded as CSV, and checks
 * every row with the same item rules as the entry form, so the /rfq screen can show each row's
 * problems before anything is added (and a server can reuse it).
 *
 * Columns: material, spec, length (ft), width, height, quantity, description (that order when there
 * is no header). A header row is optional and flexible: names are matched loosely ("Qty",
 * "Length (ft)", "Material spec"), in any order, and may add shape, product type, diameter, wall and
 * DFARS columns. Width, height, diameter and wall are inches and accept fractions ("1 1/2");
 * length is feet. Material is a code, label, trade name or grade ("6061", "7075-T6", "P20 Tool
 * Steel", "5052-H32"). Without a shape column the shape follows from the dimensions given
 * (length × width × height is a plate, width only a square bar, diameter a round bar; tube
 * materials become square, rectangle or round tube).
 */

export type BomColumn =
  | "material"
  | "spec"
  | "length"
  | "width"
  | "height"
  | "diameter"
  | "wall"
  | "quantity"
  | "description"
  | "shape"
  | "product_type"
  | "dfars";

export const BOM_DEFAULT_COLUMNS: readonly BomColumn[] = [
  "material",
  "spec",
  "length",
  "width",
  "height",
  "quantity",
  "description",
];

/**
 * The example the import dialog fills in and shows: a header with every column a buyer needs for
 * plate, round bar and tube (issue #18: diameter and wall for round bar and tube).
 */
export const BOM_EXAMPLE = [
  "material\tspec\tlength (ft)\twidth\theight\tdiameter\twall\tquantity\tdescription",
  "6061\tAMS 4027\t4\t24\t1 1/2\t\t\t3\tBase plates",
  "7075-T6\t\t2\t12\t0.5\t\t\t10\tJaws",
  "6061\t\t3\t\t\t2\t\t6\tShafts (round bar)",
  "A500\t\t20\t\t\t2\t0.125\t4\tFrame (round tube)",
].join("\n");

/** How the dialog describes the columns. */
export const BOM_COLUMNS_HELP =
  "Columns: material, spec, length (ft), width, height, diameter, wall, quantity, description. A header row is optional; without one, the columns are material, spec, length (ft), width, height, quantity, description. Width, height, diameter and wall are inches; fractions like 1 1/2 work. Give diameter for round bar, diameter and wall for round tube, width, height and wall for square or rectangle tube; a shape column (plate, round bar, square tube…) may name it outright.";

export interface BomRowError {
  /** The column the problem is about, or "row". */
  field: BomColumn | "row";
  message: string;
}

export interface BomRow {
  /** 1-based number of the data row (the header, if any, is not counted). */
  row: number;
  /** The row's item in inches when it is valid; otherwise undefined. */
  item: QuoteItem | undefined;
  errors: BomRowError[];
}

export interface BomParseResult {
  rows: BomRow[];
  /** The valid rows' items, in order. */
  items: QuoteItem[];
  /** Rows with at least one problem. */
  invalidRows: number;
  hasHeader: boolean;
  /** A problem with the whole input (nothing to read, too many rows). */
  error: string | undefined;
}

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

const HEADER_ALIASES: Record<BomColumn, readonly string[]> = {
  material: ["material", "materialcode", "alloy", "grade", "materialgrade"],
  spec: ["spec", "materialspec", "specification", "standard", "astm"],
  length: ["length", "lengthft", "lengthfeet", "len", "lenft", "l"],
  width: ["width", "widthin", "w", "win"],
  height: ["height", "heightin", "thickness", "thicknessin", "thk", "h", "hin", "t"],
  diameter: ["diameter", "diameterin", "dia", "od", "odin"],
  wall: ["wall", "wallin", "wallthickness", "wallthicknessin"],
  quantity: ["quantity", "qty", "pcs", "pieces", "count", "quantitypcs", "qtypcs"],
  description: ["description", "desc", "notes", "note", "comment", "comments", "partnumber"],
  shape: ["shape", "form", "shapeform"],
  product_type: ["producttype", "type", "product"],
  dfars: ["dfars", "dfarsrequired"],
};

function columnOf(headerCell: string): BomColumn | undefined {
  const key = normalize(headerCell);
  if (!key) return undefined;
  for (const [column, aliases] of Object.entries(HEADER_ALIASES) as [BomColumn, string[]][]) {
    if (aliases.includes(key)) return column;
  }
  return undefined;
}

/** Every name a material answers to, normalized. */
const MATERIAL_NAMES: readonly { code: MaterialCode; names: string[] }[] = MATERIALS.map((m) => ({
  code: m.code,
  names: [m.code, m.name, m.label, ...m.grades].map(normalize),
}));

/** A material by code, label, name or grade; a unique prefix ("6061", "5052") also matches. */
export function resolveMaterial(text: string): MaterialCode | undefined {
  const key = normalize(text);
  if (!key) return undefined;
  const exact = MATERIAL_NAMES.find((m) => m.names.includes(key));
  if (exact) return exact.code;
  const byPrefix = MATERIAL_NAMES.filter((m) => m.names.some((name) => name.startsWith(key)));
  return byPrefix.length === 1 ? byPrefix[0]?.code : undefined;
}

const isTubeMaterial = (code: MaterialCode) =>
  MATERIALS.find((m) => m.code === code)?.category === "steel-tube";

const SHAPE_WORDS: Record<string, Shape> = {
  plate: "Plate",
  sheet: "Plate",
  block: "Plate",
  round: "Round",
  rod: "Round",
  square: "Square",
  sq: "Square",
  rectangle: "Rectangle",
  rectangular: "Rectangle",
  rect: "Rectangle",
  flat: "Rectangle",
};
const TYPE_WORDS: Record<string, ProductType> = {
  plate: "Plate",
  sheet: "Plate",
  block: "Plate",
  bar: "Bar",
  rod: "Bar",
  flat: "Bar",
  tube: "Tube",
  tubing: "Tube",
  pipe: "Tube",
};

interface ShapeGuess {
  productType?: ProductType;
  shape?: Shape;
  unknown?: string;
}

function readShape(shapeCell: string, typeCell: string): ShapeGuess {
  const guess: ShapeGuess = {};
  for (const cell of [shapeCell, typeCell]) {
    const words = cell
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
    let understood = false;
    for (const word of words) {
      const shape = SHAPE_WORDS[word];
      const type = TYPE_WORDS[word];
      if (shape && !guess.shape) guess.shape = shape;
      if (type && !guess.productType) guess.productType = type;
      if (shape || type) understood = true;
    }
    if (cell.trim() && !understood) guess.unknown ??= cell.trim();
  }
  return guess;
}

/** Fills product type and shape from the material and the dimensions given, where not stated. */
function completeShape(
  guess: ShapeGuess,
  code: MaterialCode,
  given: ReadonlySet<DimensionKey>,
): { productType: ProductType; shape: Shape } | undefined {
  const tube = isTubeMaterial(code);
  let shape = guess.shape;
  let productType = guess.productType ?? (tube ? "Tube" : undefined);
  if (!shape) {
    if (productType === "Plate") shape = "Plate";
    else if (given.has("diameter")) shape = "Round";
    else if (given.has("width") && given.has("height")) shape = tube ? "Rectangle" : "Plate";
    else if (given.has("width")) shape = "Square";
  }
  if (!shape) return undefined;
  if (!productType) productType = shape === "Plate" ? "Plate" : "Bar";
  if (productType === "Plate") shape = "Plate";
  if (shape === "Plate" && productType !== "Plate") productType = "Plate";
  if (!(PRODUCT_TYPES as readonly string[]).includes(productType)) return undefined;
  if (!(SHAPES as readonly string[]).includes(shape)) return undefined;
  return { productType, shape };
}

/** Drops unit marks a spreadsheet may carry: 2.5", 2.5 in, 10', 10 ft. The space before the mark
 * goes with the last trim, not with a leading `\s*` in the pattern: that one would rescan a long
 * run of spaces from each of its positions (quadratic, issue #21). */
export const stripUnit = (text: string) =>
  text
    .trim()
    .replace(/(?:"|''|in\.?|inch(?:es)?|'|ft\.?|feet|foot)$/i, "")
    .trim();

const YES = new Set(["y", "yes", "true", "1", "x", "required"]);
const NO = new Set(["n", "no", "false", "0", ""]);

const itemSchema = createQuoteItemSchema();

/** Problems are listed in the order of the columns they are about. */
const FIELD_ORDER: readonly BomRowError["field"][] = [
  "material",
  "product_type",
  "shape",
  "spec",
  "length",
  "width",
  "height",
  "diameter",
  "wall",
  "quantity",
  "dfars",
  "description",
  "row",
];

const INCH_KEYS = ["width", "height", "diameter", "wall"] as const;

function readRow(cells: ReadonlyMap<BomColumn, string>, row: number): BomRow {
  const errors: BomRowError[] = [];
  const cell = (column: BomColumn) => cells.get(column)?.trim() ?? "";

  const materialText = cell("material");
  const code = resolveMaterial(materialText);
  if (!materialText) errors.push({ field: "material", message: MESSAGES.item.selectMaterial });
  else if (!code)
    errors.push({ field: "material", message: MESSAGES.bom.unknownMaterial(materialText) });

  const dimensions: Partial<Record<DimensionKey, number>> = {};
  const lengthText = stripUnit(cell("length"));
  if (lengthText) {
    const parsed = parseDimension(lengthText, DIMENSION_LABELS.length);
    const checked = parsed.ok ? validateFeetRange(parsed.value, DIMENSION_LABELS.length) : parsed;
    if (checked.ok) dimensions.length = feetToInches(checked.value);
    else errors.push({ field: "length", message: checked.error });
  }
  const unreadable = new Set<DimensionKey>(lengthText && !dimensions.length ? ["length"] : []);
  for (const key of INCH_KEYS) {
    const text = stripUnit(cell(key));
    if (!text) continue;
    const parsed = parseDimension(text, DIMENSION_LABELS[key]);
    if (parsed.ok) dimensions[key] = parsed.value;
    else {
      unreadable.add(key);
      errors.push({ field: key, message: parsed.error });
    }
  }

  const quantityText = cell("quantity");
  let quantity: number | undefined;
  if (!quantityText) errors.push({ field: "quantity", message: MESSAGES.item.quantityPositive });
  else if (!/^-?\d+(?:\.\d+)?$/.test(quantityText.replace(/,/g, "")))
    errors.push({ field: "quantity", message: MESSAGES.item.quantityNotANumber });
  else quantity = Number(quantityText.replace(/,/g, ""));

  const dfarsText = cell("dfars").toLowerCase();
  const dfars = cells.has("dfars") ? (YES.has(dfarsText) ? true : !NO.has(dfarsText)) : true;

  if (!code) return { row, item: undefined, errors };

  const given = new Set<DimensionKey>([
    ...(Object.keys(dimensions) as DimensionKey[]),
    ...unreadable,
  ]);
  const guess = readShape(cell("shape"), cell("product_type"));
  if (guess.unknown && !guess.shape && !guess.productType) {
    errors.push({ field: "shape", message: MESSAGES.bom.unknownShape(guess.unknown) });
    return { row, item: undefined, errors };
  }
  const form = completeShape(guess, code, given);
  if (!form) {
    errors.push({ field: "shape", message: MESSAGES.bom.ambiguousShape });
    return { row, item: undefined, errors };
  }

  const spec = cell("spec");
  const description = cell("description");
  const candidate = {
    material: code,
    product_type: form.productType,
    shape: form.shape,
    dimensions,
    quantity: quantity ?? 0,
    dfars,
    ...(spec ? { material_spec: spec } : {}),
    ...(description ? { description } : {}),
  };
  const parsed = itemSchema.safeParse(candidate);
  if (!parsed.success) {
    const reported = new Set<string>(errors.map((e) => e.field));
    const seen = new Set(errors.map((e) => `${e.field}:${e.message}`));
    for (const issue of parsed.error.issues) {
      const [head, sub] = issue.path.map(String);
      const field = (head === "dimensions" ? sub : head === "material_spec" ? "spec" : head) as
        | BomColumn
        | undefined;
      // A cell that could not be read was reported already, in the words of its own check.
      if (field && reported.has(field)) continue;
      const entry: BomRowError = {
        field: field && field in HEADER_ALIASES ? field : "row",
        message: issue.message,
      };
      const key = `${entry.field}:${entry.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        errors.push(entry);
      }
    }
  }
  errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
  return { row, item: parsed.success && errors.length === 0 ? parsed.data : undefined, errors };
}

/** True when a first row reads as column names rather than an item. */
function isHeader(cells: readonly string[]): boolean {
  const known = cells.filter((c) => columnOf(c) !== undefined).length;
  return known >= 2 && resolveMaterial(cells[0] ?? "") === undefined;
}

export function parseBillOfMaterials(text: string): BomParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    skipEmptyLines: "greedy",
    delimitersToGuess: ["\t", ",", ";", "|"],
  });
  const records = parsed.data.filter((cells) => cells.some((c) => c.trim() !== ""));
  const first = records[0];
  const hasHeader = first !== undefined && isHeader(first);
  const columns: (BomColumn | undefined)[] = hasHeader
    ? (first ?? []).map(columnOf)
    : [...BOM_DEFAULT_COLUMNS];
  const data = hasHeader ? records.slice(1) : records;

  const result: BomParseResult = {
    rows: [],
    items: [],
    invalidRows: 0,
    hasHeader,
    error: undefined,
  };
  if (data.length === 0) {
    result.error = MESSAGES.bom.empty;
    return result;
  }
  if (data.length > QUOTE_MAX_ITEMS) {
    result.error = MESSAGES.bom.tooManyRows(QUOTE_MAX_ITEMS);
    return result;
  }
  data.forEach((cells, index) => {
    const byColumn = new Map<BomColumn, string>();
    cells.forEach((value, i) => {
      const column = columns[i];
      if (column && !byColumn.has(column)) byColumn.set(column, value);
    });
    const row = readRow(byColumn, index + 1);
    result.rows.push(row);
    if (row.item) result.items.push(row.item);
    else result.invalidRows++;
  });
  return result;
}
