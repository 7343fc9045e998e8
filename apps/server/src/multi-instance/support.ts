import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { AppEvent } from "../modules/events/event-bus";

/**
 * Helpers of the two-instance test: an API client that behaves like a browser behind the shared
 * TLS proxy, an SMTP stand-in that records who sent what, and an SSE reader.
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

export interface ReceivedEmail {
  /** Envelope sender: each instance has its own EMAIL_FROM, so this says which one sent it. */
  from: string;
  to: string[];
  /** The X-Ingot-Outbox-Id header the sender adds. */
  outboxId: string | undefined;
}

export interface SmtpStandIn {
  url: string;
  received: ReceivedEmail[];
  close: () => Promise<void>;
}

/** A local SMTP server (the smtp-server package) that takes `delayMs` to accept each message. */
export async function startSmtpStandIn(delayMs: number): Promise<SmtpStandIn> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          outboxId: /^X-Ingot-Outbox-Id:\s*(\S+)/im.exec(raw)?.[1],
        });
        // A slow server keeps a sender busy, so the other instance polls while rows are claimed.
        setTimeout(callback, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface EventStream {
  waitFor: (match: (e: AppEvent) => boolean, timeoutMs: number) => Promise<AppEvent>;
  close: () => void;
}

/** GET /v2/admin/events on one instance; resolves once the stream has said `: connected`. */
export function openEventStream(baseUrl: string, cookie: string): Promise<EventStream> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const events: AppEvent[] = [];
    const waiters: (() => void)[] = [];
    let text = "";
    const req = httpRequest(
      { host: hostname, port, path: "/v2/admin/events", headers: { cookie } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /v2/admin/events answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        let opened = false;
        response.on("data", (chunk: string) => {
          text += chunk;
          for (const line of chunk.split("\n")) {
            if (line.startsWith("data: ")) events.push(JSON.parse(line.slice(6)));
          }
          for (const wake of waiters.splice(0)) wake();
          if (!opened && text.includes(": connected")) {
            opened = true;
            resolve(stream);
          }
        });
      },
    );
    req.on("error", reject);
    req.end();
    const stream: EventStream = {
      close: () => req.destroy(),
      waitFor: (match, timeoutMs) =>
        new Promise((done, fail) => {
          const timer = setTimeout(
            () => fail(new Error(`no matching event in ${timeoutMs} ms; stream: ${text}`)),
            timeoutMs,
          );
          const check = () => {
            const found = events.find(match);
            if (found) {
              clearTimeout(timer);
              done(found);
            } else waiters.push(check);
          };
          check();
        }),
    };
  });
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
