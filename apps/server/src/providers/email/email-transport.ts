import nodemailer from "nodemailer";

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
  /**
   * Our outbox row's id: it makes the Message-ID, so every delivery of one row carries the same
   * one (see outboxMessageId).
   */
  outboxId?: string;
}

/**
 * `<outbox-ID@DOMAIN>`, DOMAIN being the sender address's. Delivery is at least once: a sender that
 * dies between the SMTP server's acceptance and marking the row sent delivers it again once its
 * lease runs out. With one Message-ID per row the second copy is recognisably the same message,
 * which mail systems (Gmail, for one) collapse into one.
 */
export function outboxMessageId(outboxId: string, from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.includes("@") ? address.slice(address.lastIndexOf("@") + 1) : "ingot";
  return `<outbox-${outboxId}@${domain.trim() || "ingot"}>`;
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
        ...(email.outboxId
          ? {
              messageId: outboxMessageId(email.outboxId, email.from),
              headers: { "X-Ingot-Outbox-Id": email.outboxId },
            }
          : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
