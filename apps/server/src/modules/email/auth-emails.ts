import type { OutboxEmail } from "../outbox/outbox.service";

/** The two emails of the accounts flow, as plain text with a small HTML twin. */

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

function html(paragraphs: string[], link: { url: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${body}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p></body></html>`;
}

export function verificationEmail(input: {
  to: string;
  name: string;
  url: string;
  brandName: string;
}): OutboxEmail {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const lines = [
    greeting,
    `Please confirm your email address for your ${input.brandName} account. The link is valid for 24 hours.`,
  ];
  return {
    to: input.to,
    subject: `Confirm your ${input.brandName} account`,
    text: `${lines.join("\n\n")}\n\n${input.url}\n\nIf you did not create an account, you can ignore this email.\n`,
    html: html(lines, { url: input.url, label: "Confirm my email" }),
    kind: "verify-email",
  };
}

export function resetPasswordEmail(input: {
  to: string;
  name: string;
  url: string;
  brandName: string;
}): OutboxEmail {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const lines = [
    greeting,
    `Someone asked to reset the password of your ${input.brandName} account. Open the link below to choose a new one; it is valid for 1 hour.`,
  ];
  return {
    to: input.to,
    subject: `Reset your ${input.brandName} password`,
    text: `${lines.join("\n\n")}\n\n${input.url}\n\nIf you did not ask for this, you can ignore this email; your password stays the same.\n`,
    html: html(lines, { url: input.url, label: "Choose a new password" }),
    kind: "reset-password",
  };
}
