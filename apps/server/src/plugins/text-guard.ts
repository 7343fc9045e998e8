import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

export const NUL_MESSAGE = "Text cannot contain the NUL character (\\u0000).";

/**
 * The field (dotted path; `""` for the value itself) of the first string or key holding NUL
 * (U+0000), if any. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findNul(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path;
      continue;
    }
    if (current === null || typeof current !== "object" || Buffer.isBuffer(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes("\u0000")) return at;
      stack.push([child, at]);
    }
  }
  return undefined;
}

/**
 * Whether any string or key in `value` holds NUL. Every request is checked and nearly none holds
 * it, so this walk builds no paths and no entry pairs; `findNul` names the field once one does.
 */
export function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object" || Buffer.isBuffer(value)) return false;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop() as Record<string, unknown>;
    for (const key of Object.keys(current)) {
      if (key.includes("\u0000")) return true;
      const child = current[key];
      if (typeof child === "string") {
        if (child.includes("\u0000")) return true;
      } else if (child !== null && typeof child === "object" && !Buffer.isBuffer(child)) {
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text and jsonb cannot hold NUL: a query carrying it fails ("invalid byte sequence for
 * encoding UTF8: 0x00"), which used to surface as a 500. Every request whose path params, query or
 * JSON body holds NUL anywhere is refused with a 400 before validation, for every route, the
 * library's /api/auth routes included.
 */
async function textGuard(app: FastifyInstance): Promise<void> {
  // A callback hook, not an async one: every request passes here (decision 031).
  app.addHook("preValidation", (request, _reply, done) => {
    for (const [part, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      if (holdsNul(value)) {
        const field = findNul(value) ?? "";
        return done(
          AppError.badRequest(NUL_MESSAGE, [{ field: field || part, message: NUL_MESSAGE }]),
        );
      }
    }
    done();
  });
}

export default fp(textGuard, { name: "text-guard" });
