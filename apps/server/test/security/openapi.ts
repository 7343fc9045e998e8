import type { App } from "../../src/app";

/**
 * The routes of the API as its OpenAPI document (`app.swagger()`, the same document served at
 * /api/docs/json) lists them: the security tests walk these, so a route added later is walked too.
 */

/** The subset of JSON Schema the routes' zod schemas turn into (fastify-type-provider-zod). */
export interface JsonSchema {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `"GET /v2/quotes/{id}"`: the key of the authorization matrix. */
  key: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the route declares one. */
  body: JsonSchema | undefined;
  /** Media types of the request body (`application/json`, `multipart/form-data`), if any. */
  consumes: string[];
  /** Media types of the 200 reply (`text/event-stream` for the live admin stream). */
  produces: string[];
  /** The document's tags (`admin` on staff routes). */
  tags: string[];
  /** The generator-facing name of the operation (issue #20). */
  operationId: string | undefined;
  /** The status codes the operation documents. */
  statuses: string[];
}

interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Every documented operation of the app, in the document's order. Call after `app.ready()`. */
export function listOperations(app: App): Operation[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      const ok = op.responses?.["200"] ?? op.responses?.["201"];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation["method"],
        path,
        parameters: op.parameters ?? [],
        body: content["application/json"]?.schema,
        consumes: Object.keys(content),
        produces: Object.keys(ok?.content ?? {}),
        tags: op.tags ?? [],
        operationId: op.operationId,
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return operations;
}

/** The names of a path's `{placeholders}`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

/** The path with each `{name}` replaced by its value, already encoded for a URL. */
export function fillPath(path: string, encoded: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = encoded[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return value;
  });
}
