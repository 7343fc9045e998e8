import fastJson from "fast-json-stringify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * zod's JSON Schema in the form fast-json-stringify compiles to plain code: `anyOf: [X, null]`
 * (a nullable field) becomes `type: [X's type, "null"]`, which it tells apart with `typeof`
 * instead of running ajv on every reply; `$schema` goes.
 */
export function forFastJson(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forFastJson);
  if (schema === null || typeof schema !== "object") return schema;
  const { $schema: _dialect, ...rest } = schema as JsonSchema;
  const anyOf = rest.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [first, second] = anyOf as JsonSchema[];
    const nullable = second?.type === "null" ? first : first?.type === "null" ? second : undefined;
    if (nullable && typeof nullable.type === "string" && nullable.anyOf === undefined) {
      const { anyOf: _anyOf, ...outer } = rest;
      return forFastJson({ ...nullable, ...outer, type: [nullable.type, "null"] });
    }
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, forFastJson(value)]));
}

/**
 * A route's `serializerCompiler` for a hot route (decision 031): its 200 reply is written by
 * fast-json-stringify, compiled once from the reply's zod schema, instead of zod checking the
 * reply on every request and `JSON.stringify` writing it. Same bytes: the schema's keys in the
 * schema's order, undeclared keys left out, numbers and strings as `JSON.stringify` writes them
 * (tests compare the two). It writes rather than checks, so it suits a reply built field by field
 * from typed code; every other status keeps the zod serializer.
 */
export function fastSuccessSerializer(route: {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}): (data: unknown) => string {
  const schema = route.schema as z.ZodType;
  if (String(route.httpStatus) !== "200") return serializerCompiler({ ...route, schema });
  const jsonSchema = forFastJson(z.toJSONSchema(schema, { io: "output", target: "draft-7" }));
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
