import { createHash, randomUUID } from "node:crypto";
import { MESSAGES } from "@ingot/domain";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import type { Database } from "../db/client";
import { idempotencyKeys } from "../db/schema/index";
import { AppError } from "../lib/app-error";
import { errorResponses } from "../lib/envelope";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route honours an `Idempotency-Key` header: a retry replays the first reply. */
    idempotent?: boolean;
  }
}

/**
 * `Idempotency-Key` on the routes that create things (decision 013; the IETF httpapi draft and
 * Stripe's convention). A route opts in with `config: { idempotent: true }`:
 *
 * - no header: the route runs as always;
 * - first request with a key: one atomic insert claims (caller, route, key) as in flight, the
 *   handler runs, a reply under 500 is stored; a 5xx (or a thrown error) deletes the claim so a
 *   retry can run again;
 * - same key and body again: the stored status and body, `Idempotent-Replayed: true`, and the
 *   handler does not run; a different body is a 422 (a guest's is another record, `scopeOf`);
 *   still in flight, a 409.
 *
 * The table is shared, so instances on one PostgreSQL agree; one code path for PGlite and PostgreSQL.
 */

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
/** How long a key is remembered (Stripe's figure). */
export const KEY_TTL_MS = 24 * 60 * 60_000;
/** An in-flight claim this old belongs to a process that died: a retry may take it over. */
export const ABANDONED_AFTER_MS = 5 * 60_000;
/** How often one instance deletes records past their TTL. */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/** 1 to 255 visible ASCII characters (no space), the header's value as sent. */
export const idempotencyKeySchema = z
  .string()
  .max(255, { error: MESSAGES.idempotency.invalidKey, abort: true })
  .regex(/^[\x21-\x7e]{1,255}$/, MESSAGES.idempotency.invalidKey)
  .describe(
    "Optional. A unique value per submission (a UUID), sent again with every retry of it: a " +
      "retry answers the first reply again, with `Idempotent-Replayed: true`, instead of storing " +
      "the submission twice. Remembered 24 hours per caller and route.",
  );

/** Loose: the validated headers replace `request.headers`, so every other header must stay. */
const headersSchema = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional() });

interface KeyId {
  scope: string;
  route: string;
  key: string;
}

/** What the request holds between the claim and its reply. */
type State = { kind: "claimed"; id: KeyId; claimId: string; settled: boolean } | { kind: "replay" };

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return "";
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/** The fingerprint of a request: SHA-256 (hex) of its validated body in canonical JSON. */
export function hashBody(body: unknown): string {
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}

const msInterval = (ms: number) => sql`(${Math.trunc(ms)}::integer * interval '1 millisecond')`;
const idIs = (id: KeyId) =>
  and(
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  );

/**
 * Whose record a key is (decision 013): a signed-in caller's own (`user:<id>`, where another body
 * under the same key is a 422); a guest's is the address AND the body's hash, never the address
 * alone, so guests behind one proxy (one address without TRUST_PROXY) who happen to send the same
 * key with different bodies each get their own result, while a real retry (same key, same body)
 * replays.
 */
export function scopeOf(userId: string | undefined, ip: string, requestHash: string): string {
  return userId ? `user:${userId}` : `guest:${ip}:${requestHash}`;
}

type Existing = { requestHash: string; statusCode: number | null; responseBody: string | null };

/**
 * Claims the key in one statement: a new row, or a takeover of an abandoned claim or an expired
 * record not yet swept. Answers `"claimed"` or the row someone else holds (undefined if it vanished
 * between the two statements, e.g. a failed first request deleted it).
 */
async function claimKey(
  db: Database,
  id: KeyId,
  requestHash: string,
  claimId: string,
): Promise<"claimed" | Existing | undefined> {
  const t = idempotencyKeys;
  const stale = sql`(${t.statusCode} is null and ${t.createdAt} < now() - ${msInterval(ABANDONED_AFTER_MS)})
    or ${t.createdAt} < now() - ${msInterval(KEY_TTL_MS)}`;
  const claimed = await db
    .insert(t)
    .values({ ...id, requestHash, claimId, createdAt: sql`now()` })
    .onConflictDoUpdate({
      target: [t.scope, t.route, t.key],
      set: {
        requestHash,
        claimId,
        statusCode: sql`null`,
        responseBody: sql`null`,
        createdAt: sql`now()`,
      },
      setWhere: stale,
    })
    .returning({ claimId: t.claimId });
  if (claimed.length > 0) return "claimed";
  const [row] = await db
    .select({ requestHash: t.requestHash, statusCode: t.statusCode, responseBody: t.responseBody })
    .from(t)
    .where(idIs(id));
  return row;
}

/** Deletes records past their TTL. */
export async function sweepExpiredKeys(db: Database): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${msInterval(KEY_TTL_MS)}`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

async function idempotency(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const states = new WeakMap<FastifyRequest, State>();
  let lastSweepAt = Date.now();

  // Awaited inside the claim that comes due, so no query outlives a request (and the app's close).
  const sweepIfDue = async () => {
    if (Date.now() - lastSweepAt < SWEEP_INTERVAL_MS) return;
    lastSweepAt = Date.now();
    await sweepExpiredKeys(db);
  };

  // After validation: the caller is known (auth guard) and the body is the one the handler gets.
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.idempotent !== true) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) {
      const message = MESSAGES.idempotency.invalidKey;
      throw AppError.badRequest(message, [{ field: IDEMPOTENCY_HEADER, message }]);
    }
    const requestHash = hashBody(request.body);
    const id: KeyId = {
      scope: scopeOf(request.user?.id, request.ip, requestHash),
      route: `${request.method} ${request.routeOptions.url}`,
      key: parsed.data,
    };
    const claimId = randomUUID();

    await sweepIfDue();
    // Twice at most: the row we saw may be deleted under us by a first request that failed.
    for (let attempt = 0; attempt < 2; attempt++) {
      const outcome = await claimKey(db, id, requestHash, claimId);
      if (outcome === "claimed") {
        states.set(request, { kind: "claimed", id, claimId, settled: false });
        return;
      }
      if (outcome === undefined) continue;
      if (outcome.requestHash !== requestHash) {
        throw new AppError(422, "IDEMPOTENCY_KEY_REUSED", MESSAGES.idempotency.keyReused);
      }
      if (outcome.statusCode === null || outcome.responseBody === null) break;
      states.set(request, { kind: "replay" });
      return reply
        .code(outcome.statusCode)
        .header("content-type", "application/json; charset=utf-8")
        .header(REPLAYED_HEADER, "true")
        .send(outcome.responseBody);
    }
    throw AppError.conflict(MESSAGES.idempotency.inFlight, "IDEMPOTENCY_KEY_IN_FLIGHT");
  };

  // Every reply of a claimed request passes here, the error handler's too.
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const state = states.get(request);
    if (state?.kind !== "claimed" || state.settled) return payload;
    state.settled = true;
    const { id, claimId } = state;
    const ours = and(idIs(id), eq(idempotencyKeys.claimId, claimId));
    try {
      if (reply.statusCode < 500 && typeof payload === "string") {
        await db
          .update(idempotencyKeys)
          .set({ statusCode: reply.statusCode, responseBody: payload })
          .where(ours);
      } else {
        // A failure (or a reply that cannot be replayed): forget the key so a retry runs again.
        await db.delete(idempotencyKeys).where(and(ours, isNull(idempotencyKeys.statusCode)));
      }
    } catch (error) {
      // The reply already happened; an unsettled claim is taken over once it counts as abandoned.
      request.log.error({ err: error }, "could not record the idempotency key's reply");
    }
    return payload;
  };

  // Backstop for a reply that never reached onSend: release the claim.
  const onResponse = async (request: FastifyRequest) => {
    const state = states.get(request);
    if (state?.kind !== "claimed" || state.settled) return;
    state.settled = true;
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          idIs(state.id),
          eq(idempotencyKeys.claimId, state.claimId),
          isNull(idempotencyKeys.statusCode),
        ),
      )
      .catch((error: unknown) => request.log.error({ err: error }, "could not release the key"));
  };

  // The header is part of each opted-in route's schema: validated (400 envelope) and documented in
  // the OpenAPI document, with the replies this plugin can give.
  app.addHook("onRoute", (route) => {
    if (route.config?.idempotent !== true) return;
    const schema = route.schema ?? {};
    if (schema.headers) throw new Error(`${route.url}: idempotent routes cannot declare headers`);
    route.schema = {
      ...schema,
      headers: headersSchema,
      response: { ...errorResponses(400, 409, 422), ...(schema.response as object | undefined) },
    };
    // The hooks belong to the opted-in routes alone, so no other route pays for them (decision
    // 031). Route hooks run after the app's. The onSend goes first among the route's own, before
    // compression's (plugins/compression.ts), so the plain body is stored and replayed.
    addRouteHook(route, "preHandler", preHandler);
    addRouteHook(route, "onSend", onSend, { first: true });
    addRouteHook(route, "onResponse", onResponse);
  });
}

/** Adds `hook` to a route's own list of `name` hooks (a route may give one hook or a list). */
function addRouteHook(
  route: RouteOptions,
  name: "preHandler" | "onSend" | "onResponse",
  hook: unknown,
  options: { first?: boolean } = {},
): void {
  const current: unknown = route[name];
  const hooks = current === undefined ? [] : Array.isArray(current) ? [...current] : [current];
  if (options.first) hooks.unshift(hook);
  else hooks.push(hook);
  (route as unknown as Record<string, unknown>)[name] = hooks;
}

export default fp(idempotency, { name: "idempotency", dependencies: ["auth-guard"] });
