import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { createTestApp } from "../helper";
import { type JsonSchema, listOperations } from "./openapi";

/**
 * Issue #21: every string a request can carry has a maximum length, so no pattern, parser or
 * database call ever sees more than a bounded string. The walk reads the OpenAPI document (the
 * same one served at /api/docs/json), so a route added later is walked too.
 */

/** Where in `schema` a string has no `maxLength` (and is not an enum or a constant). */
function unboundedStrings(schema: JsonSchema | undefined, where: string): string[] {
  if (!schema) return [];
  const found: string[] = [];
  const isString =
    schema.type === "string" ||
    (Array.isArray(schema.type) && (schema.type as string[]).includes("string"));
  if (isString && schema.maxLength === undefined && !schema.enum && schema.const === undefined) {
    found.push(where);
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    found.push(...unboundedStrings(child, `${where}.${name}`));
  }
  if (typeof schema.additionalProperties === "object") {
    found.push(...unboundedStrings(schema.additionalProperties, `${where}[key]`));
  }
  found.push(...unboundedStrings(schema.items, `${where}[]`));
  for (const kind of ["anyOf", "oneOf", "allOf"] as const) {
    schema[kind]?.forEach((child, i) => {
      found.push(...unboundedStrings(child, `${where}<${kind} ${i}>`));
    });
  }
  return found;
}

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("the OpenAPI document", () => {
  it("has a maxLength on every string of every request (body, query, path, headers)", async () => {
    const served = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(served.statusCode).toBe(200);
    const operations = listOperations(app);
    expect(operations.length).toBeGreaterThan(30);
    const unbounded = operations.flatMap((op) => [
      ...unboundedStrings(op.body, `${op.key} body`),
      ...op.parameters.flatMap((p) => unboundedStrings(p.schema, `${op.key} ${p.in} ${p.name}`)),
    ]);
    expect(unbounded).toEqual([]);
  });

  it("names every operation once, for client generators (issue #20)", () => {
    const ids = listOperations(app).map((op) => op.operationId);
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("getOrdersUserByEmail");
  });

  it("documents a 4xx reply on every operation but four public GETs that take no input", () => {
    const NO_4XX = ["GET /healthz", "GET /v2/me", "GET /v2/materials", "GET /v2/checkout/config"];
    const without = listOperations(app)
      .filter((op) => !op.statuses.some((code) => code.startsWith("4")))
      .map((op) => op.key);
    expect(without.sort()).toEqual([...NO_4XX].sort());
  });
});
