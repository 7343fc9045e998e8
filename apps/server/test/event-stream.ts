import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AppEvent } from "../src/modules/events/event-bus";

/** The admin's live stream (GET /v2/admin/events) read over real HTTP, its `data:` lines parsed. */
export interface EventStream {
  response: IncomingMessage;
  events: (AppEvent & { at: string })[];
  /** Everything the stream has said so far. */
  raw: () => string;
  waitFor: (match: (e: AppEvent) => boolean, timeoutMs?: number) => Promise<AppEvent>;
  close: () => void;
}

/**
 * Opens the stream on a listening server. A refusal resolves at once with its response; an open
 * stream resolves once it has said `: connected`, so an event published after that reaches it.
 */
export function openEventStream(baseUrl: string, cookie: string): Promise<EventStream> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const events: (AppEvent & { at: string })[] = [];
    const waiters: (() => void)[] = [];
    let text = "";
    const req = httpRequest(
      { host: hostname, port, path: "/v2/admin/events", headers: { cookie } },
      (response) => {
        const stream: EventStream = {
          response,
          events,
          raw: () => text,
          close: () => req.destroy(),
          waitFor: (match, timeoutMs = 5_000) =>
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
        if (response.statusCode !== 200) {
          response.resume();
          resolve(stream);
          return;
        }
        response.setEncoding("utf8");
        let opened = false;
        let partial = "";
        response.on("data", (chunk: string) => {
          text += chunk;
          // A line can arrive in two chunks: parse whole lines only.
          const lines = (partial + chunk).split("\n");
          partial = lines.pop() ?? "";
          for (const line of lines) {
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
  });
}
