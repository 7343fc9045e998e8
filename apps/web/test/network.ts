import { vi } from "vitest";

/**
 * The network, stubbed at the one boundary the app has: `fetch`. Every module above it (the api
 * client, the query hooks, the components) is the real one. A request no route answers fails the
 * test, so a component that starts calling a new endpoint is noticed.
 *
 *   const net = stubNetwork({ "GET /v2/materials": () => ok({ materials: [] }) });
 *   ...
 *   expect(net.calls("GET /v2/materials")).toHaveLength(1);
 */
export type Route = (request: Request) => Response | Promise<Response>;

export interface StubbedNetwork {
  /** The requests that reached a route, e.g. "POST /v2/checkout"; all of them without a name. */
  calls(route?: string): Request[];
  /** Adds or replaces a route. */
  on(route: string, handler: Route): void;
}

export function stubNetwork(routes: Record<string, Route> = {}): StubbedNetwork {
  const table = new Map(Object.entries(routes));
  const seen: { route: string; request: Request }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), "http://localhost"), init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const handler = table.get(route);
    if (!handler) throw new Error(`No stubbed route for ${route}`);
    seen.push({ route, request: request.clone() });
    const signal = init?.signal;
    signal?.throwIfAborted();
    const reply = Promise.resolve(handler(request));
    if (!signal) return reply;
    // A handler that never answers stays pending until the request is aborted (timeouts).
    return Promise.race([
      reply,
      new Promise<never>((_, reject) =>
        signal.addEventListener("abort", () => reject(signal.reason), { once: true }),
      ),
    ]);
  });
  vi.stubGlobal("fetch", fetch);
  return {
    calls: (route) =>
      seen.filter((s) => route === undefined || s.route === route).map((s) => s.request),
    on: (route, handler) => {
      table.set(route, handler);
    },
  };
}

/** The success envelope of spec §7. */
export function ok(data: unknown, status = 200): Response {
  return Response.json({ status: "success", data }, { status });
}

/** The error envelope of spec §7. */
export function fail(
  status: number,
  message: string,
  errors: { field: string; message: string }[] = [],
): Response {
  return Response.json({ status: "error", message, errors }, { status });
}

/** A reply that never comes (until the request is aborted). */
export function never(): Promise<Response> {
  return new Promise(() => {});
}
