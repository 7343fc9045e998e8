/**
 * Helpers of the two-instance test: an API client that behaves like a browser behind the shared
 * TLS proxy. The SMTP stand-in and the SSE reader are the server tests' own (test/smtp.ts, test/event-stream.ts).
 */

export interface InstanceClient {
  baseUrl: string;
  /** JSON request as the client at `clientIp` (X-Forwarded-For; the servers trust the proxy). */
  call: (
    path: string,
    init?: { method?: string; body?: unknown; cookie?: string; bearer?: string; clientIp?: string },
  ) => Promise<Response>;
}

/** Every instance sits behind one public origin; Better Auth wants it as the Origin. */
export function instanceClient(baseUrl: string, publicUrl: string): InstanceClient {
  return {
    baseUrl,
    call: (path, init = {}) => {
      const headers = new Headers({ origin: publicUrl });
      if (init.body !== undefined) headers.set("content-type", "application/json");
      if (init.cookie) headers.set("cookie", init.cookie);
      if (init.bearer) headers.set("authorization", `Bearer ${init.bearer}`);
      if (init.clientIp) headers.set("x-forwarded-for", init.clientIp);
      return fetch(`${baseUrl}${path}`, {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    },
  };
}

/** `name=value` pairs of a reply's Set-Cookie, for the next request's Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Polls `read` until `done` holds or `timeoutMs` passes; answers the last value read. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
