import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A webhook receiver for tests: a real HTTP server on 127.0.0.1 that records every request (raw
 * body and headers) and answers each with the status `answer(n)` picks for the n-th request
 * (1-based); `answer` returning `"hang"` never answers (a timeout). Counts TCP connections too,
 * so a test can show that a refused delivery never connected.
 */
export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  answeredWith: number | "hang";
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedRequest[];
  connections: () => number;
  close: () => Promise<void>;
}

export async function startWebhookReceiver(
  answer: (n: number) => number | "hang" = () => 200,
): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answeredWith = answer(received.length + 1);
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        answeredWith,
      });
      if (answeredWith === "hang") return;
      res.writeHead(answeredWith, { "content-type": "text/plain" }).end("ok");
    });
  });
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ingot-events`,
    port,
    received,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
