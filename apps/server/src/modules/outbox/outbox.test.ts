import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn, signUp, signUpAdmin, uniqueEmail } from "../../../test/accounts";
import { createTestApp } from "../../../test/helper";
import { type SmtpStandIn, startSmtpStandIn } from "../../../test/smtp";
import type { App } from "../../app";
import { emailOutbox } from "../../db/schema/index";
import { createSmtpTransport } from "../../providers/email/email-transport";
import { sendDueEmails } from "../email/outbox-sender";
import { hideCredentialLinks } from "./hide-links";

/**
 * Issue #20, staff cannot take over accounts: the admin outbox viewer never receives a live
 * password-reset or confirmation link of someone else's, and a resend delivers the stored link to
 * the stored address only.
 */

const ADMIN = "outbox-admin@example.com";

describe("hideCredentialLinks", () => {
  it("hides the tokens of reset and confirmation links, in text and in HTML", () => {
    expect(
      hideCredentialLinks("Open\n\nhttp://localhost:3000/auth?reset_token=abc123\n\nBye"),
    ).toBe("Open\n\nhttp://localhost:3000/auth?reset_token=[redacted]\n\nBye");
    expect(
      hideCredentialLinks(
        '<a href="https://shop.example/api/auth/verify-email?token=ey.J.x&amp;callbackURL=https%3A%2F%2Fshop.example%2F">Confirm</a>',
      ),
    ).toBe(
      '<a href="https://shop.example/api/auth/verify-email?token=[redacted]&amp;callbackURL=https%3A%2F%2Fshop.example%2F">Confirm</a>',
    );
    expect(hideCredentialLinks("https://shop.example/api/auth/reset-password/tok3n?x=1")).toBe(
      "https://shop.example/api/auth/reset-password/[redacted]?x=1",
    );
  });

  it("leaves links without credentials and other text alone", () => {
    const text =
      "Your orders: https://shop.example/profile#orders\nQuote RFQ-1234ABCD, token of thanks";
    expect(hideCredentialLinks(text)).toBe(text);
  });

  it("stays linear on a long run of URL-like text", () => {
    const long = `https://${"a".repeat(200_000)} ${"http://".repeat(20_000)}`;
    const start = performance.now();
    hideCredentialLinks(long);
    expect(performance.now() - start).toBeLessThan(200);
  });
});

describe("the admin outbox viewer and resend", () => {
  let app: App;
  let smtp: SmtpStandIn;
  let admin: SignedIn;
  let customer: SignedIn;

  const stored = async (to: string, kind: string) => {
    const [row] = await app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));
    if (!row) throw new Error(`no ${kind} email to ${to}`);
    return row;
  };
  const viewer = async (query: string) => {
    const res = await app.inject({
      method: "GET",
      url: `/v2/admin/outbox?${query}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const linkOf = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? "";

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await createTestApp({ env: { ADMIN_EMAILS: ADMIN, SMTP_URL: smtp.url } });
    admin = await signUpAdmin(app, { email: ADMIN });
    customer = await signUp(app, { email: uniqueEmail("victim"), password: "victim-secret" });
    const asked = await app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: customer.email, redirectTo: "/auth" },
    });
    expect(asked.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("sends no live reset or confirmation link of a customer to the admin", async () => {
    const reset = await stored(customer.email, "reset-password");
    const verify = await stored(customer.email, "verify-email");
    const resetToken = new URL(linkOf(reset.text)).searchParams.get("reset_token") ?? "";
    const verifyToken = new URL(linkOf(verify.text)).searchParams.get("token") ?? "";
    expect(resetToken.length).toBeGreaterThan(10);
    expect(verifyToken.length).toBeGreaterThan(10);

    const res = await viewer(`to=${encodeURIComponent(customer.email)}`);
    expect(res.body).not.toContain(resetToken);
    expect(res.body).not.toContain(verifyToken);
    const emails = res.json().data.emails as { kind: string; text: string; html: string }[];
    const shownReset = emails.find((e) => e.kind === "reset-password");
    const shownVerify = emails.find((e) => e.kind === "verify-email");
    // Staff still see which email went out, and where its link leads.
    expect(linkOf(shownReset?.text ?? "")).toBe(
      `${app.config.publicUrl}/auth?reset_token=[redacted]`,
    );
    expect(shownReset?.html).toContain("reset_token=[redacted]");
    expect(linkOf(shownVerify?.text ?? "")).toMatch(
      /\/api\/auth\/verify-email\?token=\[redacted\]&/,
    );

    // The hidden link signs nobody in: the reset endpoint refuses what the viewer shows.
    const attempt = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "[redacted]", newPassword: "taken-over-1" },
    });
    expect(attempt.statusCode).toBe(400);
  });

  it("shows an admin their own emails whole (the first admin confirms their address here)", async () => {
    const own = await stored(ADMIN, "verify-email");
    const res = await viewer(`to=${encodeURIComponent(ADMIN)}&kind=verify-email`);
    expect(res.json().data.emails[0].text).toBe(own.text);
  });

  it("resends the stored link, to the stored address only, whatever the request says", async () => {
    const reset = await stored(customer.email, "reset-password");
    // The sender gave up on it (as after 24 hours of a refusing provider).
    await app.db.update(emailOutbox).set({ status: "failed" }).where(eq(emailOutbox.id, reset.id));
    const resend = await app.inject({
      method: "POST",
      url: `/v2/admin/outbox/${reset.id}/resend`,
      headers: { cookie: admin.cookie },
      payload: { to: "mallory@evil.example", text: "http://evil.example/" },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(await stored(customer.email, "reset-password")).toMatchObject({
      to: customer.email,
      text: reset.text,
      status: "pending",
    });

    const smtpUrl = app.config.email.smtpUrl ?? "";
    const transport = createSmtpTransport(smtpUrl);
    try {
      await sendDueEmails(app.db, transport, app.config.email.from);
    } finally {
      transport.close();
    }
    const delivered = smtp.received.filter((m) => m.outboxId === reset.id);
    expect(delivered.map((m) => m.to)).toEqual([[customer.email]]);
    expect(smtp.received.some((m) => m.to.includes("mallory@evil.example"))).toBe(false);
    // Quoted-printable soft breaks and escapes undone, the message carries the stored link.
    const body = (delivered[0]?.raw ?? "")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    const link = linkOf(reset.text);
    expect(body).toContain(link);

    // And it works for its recipient: the password changes.
    const token = new URL(link).searchParams.get("reset_token") ?? "";
    const done = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "chosen-by-owner" },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await signIn(app, customer.email, "chosen-by-owner")).statusCode).toBe(200);
  });
});
