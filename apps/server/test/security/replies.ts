import { errorEnvelopeSchema } from "@ingot/domain";
import type { InjectOptions } from "fastify";
import type { App } from "../../src/app";

/** Sending a request through `app.inject` and judging its reply against the API's envelope. */

export interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  /** The body as text; for a 200 event stream, its first chunk only. */
  body: string;
}

/**
 * `app.inject`, also for the admin's live event stream, which never ends by itself: its reply is
 * taken as a stream, the first chunk read, and the connection closed (as a browser leaving would).
 */
export async function send(
  app: App,
  options: InjectOptions,
  { stream = false }: { stream?: boolean } = {},
): Promise<Reply> {
  if (!stream) {
    const res = await app.inject(options);
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  }
  const res = await app.inject({ ...options, payloadAsStream: true });
  const body = res.stream();
  let text = "";
  if (res.statusCode === 200) {
    const first: Buffer = await new Promise((resolve, reject) => {
      body.once("data", resolve);
      body.once("error", reject);
    });
    text = first.toString("utf8");
    body.on("error", () => {});
    (res.raw.res as unknown as { destroy: () => void }).destroy();
  } else {
    for await (const chunk of body) text += String(chunk);
  }
  return { statusCode: res.statusCode, headers: res.headers, body: text };
}

const STACK_TRACE = /\bat .+\.(?:js|ts|mjs|cjs):\d+/;

/**
 * What is wrong with a reply's envelope, or `undefined` when it follows the rules:
 * - an error (4xx, 5xx) is JSON `{ status: "error", message, errors? }` with a message a person
 *   can read, never a stack trace;
 * - a JSON success is `{ status: "success", data }`, except Better Auth's own routes under
 *   /api/auth, whose successes keep the library's shapes (decisions §12) and whose errors gain the
 *   envelope (modules/auth/auth.routes.ts);
 * - a success that is not JSON (a PDF, a CSV, a download, the event stream) is not judged here.
 */
export function envelopeProblem(reply: Reply, path: string): string | undefined {
  const type = String(reply.headers["content-type"] ?? "");
  const isJson = type.includes("application/json");
  if (reply.statusCode < 400 && !isJson) return undefined;
  if (!isJson) return `an error reply of type "${type}", not JSON: ${reply.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return `a reply that is not valid JSON: ${reply.body.slice(0, 200)}`;
  }
  if (reply.statusCode >= 400) {
    const parsed = errorEnvelopeSchema.safeParse(body);
    if (!parsed.success) return `an error without the envelope: ${reply.body.slice(0, 300)}`;
    if (parsed.data.message.trim().length < 3) return `an error without a message: ${reply.body}`;
    if (STACK_TRACE.test(reply.body)) return `an error with a stack trace: ${reply.body}`;
    return undefined;
  }
  if (path.startsWith("/api/auth/")) return undefined;
  const record = (body ?? {}) as Record<string, unknown>;
  if (record.status !== "success" || !("data" in record)) {
    return `a success without the envelope: ${reply.body.slice(0, 300)}`;
  }
  return undefined;
}
