import nodemailer from "nodemailer";

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
  /** Our outbox id, sent as Message-ID-ish header for tracing. */
  outboxId?: string;
}

/** Sends one email; throws when the server refuses it (the outbox then retries). */
export interface EmailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP (decisions §8). `smtpUrl` is `smtp://user:pass@host:port` or `smtps://…`. */
export function createSmtpTransport(smtpUrl: string): EmailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        ...(email.outboxId ? { headers: { "X-Ingot-Outbox-Id": email.outboxId } } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
