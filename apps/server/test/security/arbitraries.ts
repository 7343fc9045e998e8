import fc from "fast-check";
import type { JsonSchema, Operation, Parameter } from "./openapi";

/**
 * fast-check arbitraries built from the OpenAPI document's JSON schemas: values of the shape a
 * route asks for, and hostile ones (huge strings, deep JSON, odd unicode, edge numbers, SQL and
 * HTML fragments, prototype-pollution keys) mixed into them at any depth. Written over the subset
 * of JSON Schema the zod schemas produce (openapi.ts `JsonSchema`).
 */

/** Real values by field or parameter name (ids, emails of the fixtures), so some requests get past
 * "not found" into the code behind it. */
export type KnownValues = Record<string, readonly string[]>;

// --- Raw JSON tokens -------------------------------------------------------------------------------
// Some hostile numbers have no JS value that JSON.stringify writes (1e999, -0, 1e-400, a 40-digit
// integer). They travel as a marked string and are put into the JSON text unquoted.
const RAW = "\u0001raw\u0001";
const raw = (token: string) => `${RAW}${token}`;
const RAW_IN_JSON = /"\\u0001raw\\u0001([^"\\]*)"/g;

/** The JSON text of a generated body, with raw tokens written unquoted. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? "null").replace(RAW_IN_JSON, "$1");
}

/** A generated value as a query or path string (raw tokens as their text). */
export function toText(value: unknown): string {
  if (typeof value === "string") return value.startsWith(RAW) ? value.slice(RAW.length) : value;
  if (value === undefined) return "";
  return toJsonText(value);
}

// --- Hostile values --------------------------------------------------------------------------------
const POLLUTED = { polluted: "yes" };

/**
 * Input that made a quadratic pattern or parser hold the event loop (issue #21): runs of spaces,
 * dots, slashes and brackets, an email with many dots, unit marks after spaces, combining marks.
 * 100,000 characters: far over every field's maximum, and still under the 1 MB body limit.
 */
const LONG = 100_000;
export const PATHOLOGICAL_STRINGS = [
  `a@${".".repeat(LONG)}@`,
  `a@b${".".repeat(LONG)}`,
  `${"a".repeat(LONG)}@`,
  `1${" ".repeat(LONG)}x`,
  `1${" ".repeat(LONG)}in`,
  ".".repeat(LONG),
  `${"/".repeat(LONG)}x`,
  `${"\\".repeat(LONG / 2)}x`,
  `${"[".repeat(LONG / 2)}${"]".repeat(LONG / 2)}`,
  `${"{".repeat(LONG / 2)}${"}".repeat(LONG / 2)}`,
  `${"(".repeat(LONG / 2)}x`,
  `${"a-".repeat(LONG / 2)}!`,
  `${"1,".repeat(LONG / 2)}x`,
  `${"1/".repeat(LONG / 2)}x`,
  `${"\t".repeat(LONG)}x`,
  `e${"\u0301".repeat(LONG)}`,
  "\u3000".repeat(LONG),
];

/** Strings of exactly `max` characters (a field's limit), plain and pathological. */
export function maxLengthStrings(max: number): string[] {
  if (max < 3) return ["a".repeat(max)];
  return [
    "a".repeat(max),
    " ".repeat(max),
    `a@${".".repeat(max - 3)}@`,
    `1${" ".repeat(max - 2)}x`,
    `${"/".repeat(max - 1)}x`,
    "é".repeat(max),
  ];
}

export const HOSTILE_STRINGS = [
  ...PATHOLOGICAL_STRINGS,
  "",
  " ",
  "a".repeat(10_001),
  "é".repeat(12_000),
  "😀".repeat(5_000),
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDBFF",
  "\u202Eevil\u202C",
  "\u200B\u200D\uFEFF",
  "e\u0301\u0301\u0301",
  "👩‍👩‍👧‍👦",
  "Ω≈ç√∫",
  "ﷺ",
  "\r\n\r\nX-Injected: 1",
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  "%' AND 1=1 --",
  "\\'",
  "$1",
  "1; select pg_sleep(0) --",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{constructor.constructor('alert(1)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}",
  '=HYPERLINK("http://evil")',
  "+cmd|' /C calc'!A0",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "%2e%2e%2f",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e999",
  "0x10",
  " 12 ",
  "null",
  "undefined",
  "true",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
];

export const HOSTILE_NUMBERS: unknown[] = [
  0,
  -1,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 1,
  Number.MIN_SAFE_INTEGER - 1,
  2 ** 31,
  2 ** 63,
  0.1 + 0.2,
  raw("-0"),
  raw("1e999"),
  raw("-1e999"),
  raw("1e-400"),
  raw("123456789012345678901234567890123456789"),
  raw("0.00000000000000000000000000000000000001"),
];

const PROTO_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** `{ [key]: value }` with `key` an own property even for `__proto__`. */
const entry = (key: string, value: unknown) => Object.fromEntries([[key, value]]);

export const POLLUTING_OBJECTS: unknown[] = [
  entry("__proto__", POLLUTED),
  entry("constructor", { prototype: POLLUTED }),
  entry("prototype", POLLUTED),
  entry("__proto__", entry("__proto__", POLLUTED)),
];

function nested(depth: number, wrap: (inner: unknown) => unknown, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

export const DEEP_OBJECT = nested(1_000, (inner) => ({ a: inner }), 1);
export const DEEP_ARRAY = nested(1_000, (inner) => [inner], 1);
const WIDE_OBJECT = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i]));
const LONG_ARRAY = Array.from({ length: 10_000 }, (_, i) => i);

/** Anything a client could put where a value goes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTING_OBJECTS) },
  { weight: 1, arbitrary: fc.constantFrom(DEEP_OBJECT, DEEP_ARRAY, WIDE_OBJECT, LONG_ARRAY) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]]) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 300, maxLength: 3_000 }) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A string that a query or path parameter could carry. */
const hostileText: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom("a".repeat(300), "x/y", "a?b=c#d", "[]", "{}") },
);

// --- Values of a schema ----------------------------------------------------------------------------
interface Mode {
  /** Put hostile values at any node (one in HOSTILE_ODDS), extra and polluting keys in objects. */
  hostile: boolean;
  known: KnownValues;
}
const HOSTILE_ODDS = 6;

function numberRange(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -1e6;
  let max = schema.maximum ?? 1e6;
  if (typeof schema.exclusiveMinimum === "number") min = schema.exclusiveMinimum;
  if (typeof schema.exclusiveMaximum === "number") max = schema.exclusiveMaximum;
  return { min, max };
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = numberRange(schema);
  const bounds = [min, max].filter(Number.isFinite);
  if (schema.type === "integer") {
    const lo = Math.max(Math.ceil(min), -(2 ** 31));
    const hi = Math.min(Math.floor(max), 2 ** 31 - 1);
    return fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: Math.max(lo, 0), max: Math.min(hi, 600) }) },
      { weight: 2, arbitrary: fc.integer({ min: lo, max: hi }) },
      { weight: 1, arbitrary: fc.constantFrom(...bounds.map(Math.round)) },
    );
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.double({ min: 0, max: 600, noNaN: true }) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 600 }) },
    {
      weight: 1,
      arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    },
    { weight: 1, arbitrary: fc.constantFrom(0.125, 0.5, 1, 1.5, 12, 24, 48, 240, 480) },
  );
}

function validString(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const options: fc.Arbitrary<string>[] = [];
  if (schema.format === "uuid") options.push(fc.uuid({ version: [4, 7] }));
  else if (schema.format === "date-time") {
    options.push(
      fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString()),
    );
  } else if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern), { size: "small" }));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  if (options.length === 0) {
    options.push(fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }));
    if (/mail|^to$/i.test(name)) options.push(fc.emailAddress());
    // At the field's limit: the longest input a pattern or parser behind it can be given.
    if (schema.maxLength !== undefined && schema.maxLength >= minLength) {
      options.push(fc.constantFrom(...maxLengthStrings(schema.maxLength)));
    }
  }
  const values = known[name];
  if (values?.length) return fc.oneof(fc.constantFrom(...values), ...options);
  return fc.oneof(...options);
}

function objectArbitrary(schema: JsonSchema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) {
    model[key] = schemaValue(child, key, mode, depth + 1);
  }
  const required = (schema.required ?? []).filter((k) => k in properties);
  const record = fc.record(model, { requiredKeys: required });
  if (!mode.hostile) return record;
  const extras = fc.array(
    fc.oneof(
      fc.tuple(
        fc.constantFrom(...PROTO_KEYS),
        fc.constantFrom<unknown>(POLLUTED, { prototype: POLLUTED }),
      ),
      fc.tuple(fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 100)), hostileValue),
    ),
    { maxLength: 2 },
  );
  return fc.oneof(
    { weight: 4, arbitrary: record },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, extras)
        .map(([value, more]) => Object.fromEntries([...Object.entries(value as object), ...more])),
    },
  );
}

function validValue(
  schema: JsonSchema,
  name: string,
  mode: Mode,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => schemaValue(s, name, mode, depth)));
  if (schema.allOf?.length === 1 && schema.allOf[0])
    return schemaValue(schema.allOf[0], name, mode, depth);
  switch (schema.type) {
    case "object":
      return objectArbitrary(schema, mode, depth);
    case "array":
      return fc.array(schemaValue(schema.items ?? {}, name, mode, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case "string":
      return validString(schema, name, mode.known);
    case "number":
    case "integer":
      return validNumber(schema);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value for `schema` (named `name` in its object or parameter list). */
export function schemaValue(
  schema: JsonSchema,
  name: string,
  mode: Mode,
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validValue(schema, name, mode, depth);
  const maybeNull = schema.nullable ? fc.oneof(valid, fc.constant(null)) : valid;
  if (!mode.hostile || depth > 8) return maybeNull;
  return fc.oneof(
    { weight: HOSTILE_ODDS - 1, arbitrary: maybeNull },
    { weight: 1, arbitrary: hostileValue },
  );
}

// --- Whole requests --------------------------------------------------------------------------------
export interface FuzzRequest {
  /** The URL path and query, encoded. */
  url: string;
  /** The body as sent, and its content type; none for a bodiless request. */
  payload?: string | Buffer;
  contentType?: string;
}

/** encodeURIComponent, and for text it refuses (a lone surrogate) the WTF-8 bytes, %-encoded. */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = "";
    for (const ch of text) {
      const code = ch.codePointAt(0) ?? 0;
      if (code >= 0xd800 && code <= 0xdfff) {
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join("");
      } else out += encodeURIComponent(ch);
    }
    return out;
  }
}

/** Text put into a URL as it is: malformed escapes and dot segments no encoder would make. */
const RAW_SEGMENTS = [
  "%",
  "%zz",
  "%00",
  "..",
  ".",
  "%2e%2e",
  "a%2Fb",
  "%C0%AF",
  "%E0%80%AF",
  "%FF",
];

function paramText(parameter: Parameter, mode: Mode): fc.Arbitrary<string> {
  const valid = validValue(parameter.schema, parameter.name, mode, 0).map(toText);
  if (!mode.hostile) return valid.map(encodeComponent);
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(encodeComponent) },
    { weight: 2, arbitrary: hostileText.map((v) => encodeComponent(toText(v))) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

function queryArbitrary(parameters: Parameter[], mode: Mode): fc.Arbitrary<string> {
  const pairs = parameters.map((p) =>
    fc.option(
      fc
        .array(paramText(p, mode), { minLength: 1, maxLength: mode.hostile ? 2 : 1 })
        .map((values) => values.map((v) => `${encodeComponent(p.name)}=${v}`)),
      { nil: [] as string[] },
    ),
  );
  const extra = mode.hostile
    ? fc.array(
        fc.constantFrom(
          "__proto__[polluted]=yes",
          "constructor[prototype][polluted]=yes",
          "__proto__=x",
          "a[b][c]=d",
          "limit=1&limit=2",
          "=&&=",
          "%=%",
          `q=${"a".repeat(10_001)}`,
        ),
        { maxLength: 2 },
      )
    : fc.constant([] as string[]);
  return fc
    .tuple(fc.tuple(...pairs), extra)
    .map(([parts, more]) => [...parts.flat(), ...more].join("&"));
}

const BODY_TEXTS = [
  "",
  "{",
  '{"a":',
  "NaN",
  "[1,2,",
  "\u0000",
  '{"a":1,"a":2}',
  `{"__proto__":{"polluted":"yes"}}`,
  `{"constructor":{"prototype":{"polluted":"yes"}}}`,
  `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
  `"${"a".repeat(50_000)}"`,
];

function jsonBody(
  schema: JsonSchema | undefined,
  mode: Mode,
): fc.Arbitrary<Pick<FuzzRequest, "payload" | "contentType">> {
  const json = (arb: fc.Arbitrary<unknown>) =>
    arb.map((value) => ({ payload: toJsonText(value), contentType: "application/json" }));
  const shaped = json(schemaValue(schema ?? { type: "object" }, "body", mode));
  if (!mode.hostile) return shaped;
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 2, arbitrary: json(hostileValue) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BODY_TEXTS).map((payload) => ({
        payload,
        contentType: "application/json",
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "application/xml",
            "application/json; charset=utf-16",
            "multipart/form-data",
            "multipart/form-data; boundary=x",
          ),
          fc.string({ maxLength: 200 }),
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
  );
}

/** A multipart/form-data upload: one file (or none), named and filled by the fuzzer. */
function multipartBody(mode: Mode): fc.Arbitrary<Pick<FuzzRequest, "payload" | "contentType">> {
  const PDF = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n";
  const filename = mode.hostile
    ? fc.oneof(
        fc.constantFrom(
          "certificate.pdf",
          "../../../etc/passwd",
          "a\r\nX: y.pdf",
          '"quoted".pdf',
          "",
        ),
        fc.string({ unit: "binary", maxLength: 60 }),
        fc.constant(`${"a".repeat(5_000)}.pdf`),
      )
    : fc.constantFrom("certificate.pdf", "exemption.png");
  const content = fc.oneof(
    fc.constant(Buffer.from(PDF)),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    fc.string({ maxLength: 500 }).map((text) => Buffer.from(`${PDF}${text}`)),
    fc.constant(Buffer.from("<!doctype html><script>alert(1)</script>")),
  );
  const field = mode.hostile
    ? fc.constantFrom("file", "other", "__proto__", "")
    : fc.constant("file");
  const boundary = "----ingotfuzz7f3a";
  return fc.tuple(filename, content, field, fc.boolean()).map(([name, data, fieldName, broken]) => {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
    const tail = broken && mode.hostile ? "" : `\r\n--${boundary}--\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), data, Buffer.from(tail)]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  });
}

/** Requests to `operation`: its path params, query string and body, shaped or hostile. */
export function requestArbitrary(
  operation: Operation,
  fillPath: (path: string, encoded: Record<string, string>) => string,
  options: { hostile: boolean; known: KnownValues },
): fc.Arbitrary<FuzzRequest> {
  const mode: Mode = { hostile: options.hostile, known: options.known };
  const pathParameters = operation.parameters.filter((p) => p.in === "path");
  const queryParameters = operation.parameters.filter((p) => p.in === "query");
  const params = fc.record(
    Object.fromEntries(pathParameters.map((p) => [p.name, paramText(p, mode)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = queryArbitrary(queryParameters, mode);
  const hasBody = operation.method !== "GET";
  const body: fc.Arbitrary<Pick<FuzzRequest, "payload" | "contentType">> = !hasBody
    ? fc.constant({})
    : operation.consumes.includes("multipart/form-data")
      ? mode.hostile
        ? fc.oneof(
            { weight: 3, arbitrary: multipartBody(mode) },
            { weight: 1, arbitrary: jsonBody(undefined, mode) },
          )
        : multipartBody(mode)
      : jsonBody(operation.body, mode);
  return fc.tuple(params, query, body).map(([p, q, b]) => ({
    url: `${fillPath(operation.path, p)}${q ? `?${q}` : ""}`,
    ...b,
  }));
}
