import { Agent, request as httpRequest } from "node:http";
import { performance } from "node:perf_hooks";
import { clientAddress, markerPrefix, type Submission, TEST_CARD_PAYMENT } from "./submissions";

/**
 * The client side of the load and crash runs: real HTTP (Node's http, keep-alive connections),
 * one request per client address, every answer recorded with its latency. Shared by the CI tests
 * and `npm run bench` (bench/load.mjs), so both measure the same thing.
 */

export interface Reply {
  /** null when no answer came (connection refused or dropped, timeout). */
  status: number | null;
  json: unknown;
  ms: number;
  /** The Set-Cookie headers of the answer. */
  cookies: string[];
  error?: string;
}

export interface HttpClient {
  readonly baseUrl: string;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Reply>;
  get(path: string): Promise<Reply>;
}

/** A request that has not answered in this long is counted as unanswered. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * `origin` is the server's PUBLIC_URL: Better Auth and the cookie-carrying routes refuse other
 * origins.
 *
 * Node's `http` with keep-alive connections (one per request in flight), not `fetch`: the load
 * shares the host's two cores with the server it measures, and `fetch` (streams, an abort signal
 * and a timer per request) cost the client about twice the CPU per request (docs/decisions/031).
 */
export function createHttpClient(baseUrl: string, origin = baseUrl): HttpClient {
  const agent = new Agent({ keepAlive: true });
  function send(method: string, path: string, body?: unknown, extra = {}): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { origin, ...extra };
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    const started = performance.now();
    return new Promise<Reply>((resolve) => {
      const unanswered = (error: Error & { code?: string }) =>
        resolve({
          status: null,
          json: null,
          ms: performance.now() - started,
          cookies: [],
          error: error.code ?? error.message,
        });
      const request = httpRequest(
        `${baseUrl}${path}`,
        { method, headers, agent, timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", unanswered);
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            const ms = performance.now() - started;
            let json: unknown = null;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              json = text;
            }
            const cookies = response.headers["set-cookie"] ?? [];
            resolve({ status: response.statusCode ?? null, json, ms, cookies });
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", unanswered);
      request.end(payload);
    });
  }
  return {
    baseUrl,
    post: (path, body, headers) => send("POST", path, body, headers),
    get: (path) => send("GET", path),
  };
}

/** Runs `work` over `items` with at most `concurrency` in flight; answers in item order. */
export async function runWithConcurrency<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export interface LatencySummary {
  count: number;
  mean_ms: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Nearest-rank percentiles of the latencies, in ms with one decimal. */
export function summarizeLatency(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const sum = sorted.reduce((total, ms) => total + ms, 0);
  return {
    count: sorted.length,
    mean_ms: round1(sorted.length ? sum / sorted.length : 0),
    p50_ms: round1(rank(50)),
    p99_ms: round1(rank(99)),
    max_ms: round1(sorted.at(-1) ?? 0),
  };
}

/** What became of one submission, as far as its client knows. */
export type Outcome =
  | { state: "acknowledged"; id: string; rowIds: string[] }
  | { state: "refused"; status: number; message: string }
  | { state: "unanswered"; error: string };

export interface Sent {
  submission: Submission;
  outcome: Outcome;
  ms: number;
  /** Orders only: the test card payment that followed an acknowledged checkout session. */
  payment?: Outcome;
}

interface Envelope {
  data?: Record<string, unknown>;
  message?: string;
}

/** The id (and row ids) a 2xx answer acknowledges, per kind. */
function acknowledgement(submission: Submission, json: unknown): Outcome {
  const data = (json as Envelope | null)?.data ?? {};
  const asString = (value: unknown) => (typeof value === "string" ? value : "");
  switch (submission.kind) {
    case "quote":
      return {
        state: "acknowledged",
        id: asString(data.submission_id),
        rowIds: Array.isArray(data.rfq_ids) ? data.rfq_ids.map(asString) : [],
      };
    case "rfq":
      return {
        state: "acknowledged",
        id: asString(data.id),
        rowIds: Array.isArray(data.items)
          ? data.items.map((item) => asString((item as { id?: unknown }).id))
          : [],
      };
    case "order":
      return {
        state: "acknowledged",
        id: asString(data.orderId),
        rowIds: [asString(data.sessionId)],
      };
  }
}

function toOutcome(submission: Submission, reply: Reply): Outcome {
  if (reply.status === null) return { state: "unanswered", error: reply.error ?? "no answer" };
  if (reply.status >= 200 && reply.status < 300) return acknowledgement(submission, reply.json);
  const message = (reply.json as Envelope | null)?.message;
  return { state: "refused", status: reply.status, message: String(message ?? reply.json) };
}

export interface SendOptions {
  /** Which client address the request comes from (see clientAddress). */
  client: number;
  /** Session cookie (multi-line RFQs need a signed-in customer). */
  cookie?: string | undefined;
}

/** Sends one submission and records what its client learned, with the latency. */
export async function sendSubmission(
  http: HttpClient,
  submission: Submission,
  options: SendOptions,
): Promise<Sent> {
  const headers: Record<string, string> = { "x-forwarded-for": clientAddress(options.client) };
  if (options.cookie) headers.cookie = options.cookie;
  const reply = await http.post(submission.path, submission.body, headers);
  return { submission, outcome: toOutcome(submission, reply), ms: reply.ms };
}

/** Pays an acknowledged order's test checkout session with the approved card. */
export async function payOrder(http: HttpClient, sent: Sent, client: number): Promise<Outcome> {
  if (sent.outcome.state !== "acknowledged") throw new Error("only an acknowledged order is paid");
  const sessionId = sent.outcome.rowIds[0] ?? "";
  const reply = await http.post(
    `/v2/checkout/test-sessions/${encodeURIComponent(sessionId)}/pay`,
    TEST_CARD_PAYMENT,
    { "x-forwarded-for": clientAddress(client) },
  );
  if (reply.status !== null && reply.status >= 200 && reply.status < 300) {
    return { state: "acknowledged", id: sent.outcome.id, rowIds: [sessionId] };
  }
  return toOutcome(sent.submission, reply);
}

/** A customer account for the RFQs: signs up through Better Auth, answers the session cookie. */
export async function signUpCustomer(
  http: HttpClient,
  runId: string,
  n: number,
  client: number,
): Promise<string> {
  const email = `${markerPrefix(runId).replace(":", "")}-buyer-${n}@load.example`;
  const headers = { "x-forwarded-for": clientAddress(client) };
  const reply = await http.post(
    "/api/auth/sign-up/email",
    { email, password: "load-test-secret", full_name: "Load Tester", company: "Resilience Works" },
    headers,
  );
  if (reply.status !== 200) {
    throw new Error(`sign-up of ${email} answered ${reply.status}: ${JSON.stringify(reply.json)}`);
  }
  return reply.cookies.map((cookie) => cookie.split(";", 1)[0]).join("; ");
}
