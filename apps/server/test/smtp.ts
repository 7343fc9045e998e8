import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a free loopback port (the smtp-server package), standing in for the mail
 * provider in the tests: it accepts everything and records what arrived.
 */

export interface ReceivedEmail {
  /** Envelope sender (each instance of the two-instance test has its own EMAIL_FROM). */
  from: string;
  to: string[];
  /** The whole message as sent: headers and body. */
  raw: string;
  /** The X-Ingot-Outbox-Id header the outbox sender adds. */
  outboxId: string | undefined;
}

export interface SmtpStandIn {
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  close: () => Promise<void>;
}

/** `delayMs`: how long it takes to accept each message (a slow server keeps a sender busy). */
export async function startSmtpStandIn({ delayMs = 0 } = {}): Promise<SmtpStandIn> {
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
          raw,
          outboxId: /^X-Ingot-Outbox-Id:\s*(\S+)/im.exec(raw)?.[1],
        });
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
