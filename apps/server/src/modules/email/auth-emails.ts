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

interface AccountEmailInput {
  to: string;
  name: string;
  url: string;
  brandName: string;
}

/** Greeting, one sentence, the link, and what to do if it was not you: both emails' shape. */
function accountEmail(
  input: AccountEmailInput,
  email: { subject: string; sentence: string; label: string; ifNotYou: string; kind: string },
): OutboxEmail {
  const lines = [input.name ? `Hello ${input.name},` : "Hello,", email.sentence];
  return {
    to: input.to,
    subject: email.subject,
    text: `${lines.join("\n\n")}\n\n${input.url}\n\n${email.ifNotYou}\n`,
    html: html(lines, { url: input.url, label: email.label }),
    kind: email.kind,
  };
}

export function verificationEmail(input: AccountEmailInput): OutboxEmail {
  return accountEmail(input, {
    subject: `Confirm your ${input.brandName} account`,
    sentence: `Please confirm your email address for your ${input.brandName} account. The link is valid for 24 hours; after it, you choose the password you sign in with.`,
    label: "Confirm my email",
    ifNotYou: "If you did not create an account, you can ignore this email.",
    kind: "verify-email",
  });
}

export function resetPasswordEmail(input: AccountEmailInput): OutboxEmail {
  return accountEmail(input, {
    subject: `Reset your ${input.brandName} password`,
    sentence: `Someone asked to reset the password of your ${input.brandName} account. Open the link below to choose a new one; it is valid for 1 hour.`,
    label: "Choose a new password",
    ifNotYou:
      "If you did not ask for this, you can ignore this email; your password stays the same.",
    kind: "reset-password",
  });
}

export interface InvitationEmailInput {
  to: string;
  companyName: string;
  inviterName: string;
  roleLabel: string;
  /** Where the invitee accepts: the portal's Company section. */
  url: string;
  brandName: string;
  expiresInDays: number;
}

/** An owner's invitation to join their company (issue #16): accepted signed in, from the portal. */
export function invitationEmail(input: InvitationEmailInput): OutboxEmail {
  const lines = [
    "Hello,",
    `${input.inviterName} invited you to join ${input.companyName} on ${input.brandName} as a ${input.roleLabel.toLowerCase()}.`,
    `Sign in (or create an account) with this email address, confirm it, and accept the invitation in your profile's Company section. The invitation is valid for ${input.expiresInDays} days.`,
  ];
  return {
    to: input.to,
    subject: `Join ${input.companyName} on ${input.brandName}`,
    text: `${lines.join("\n\n")}\n\n${input.url}\n\nIf you do not know this company, you can ignore this email.\n`,
    html: html(lines, { url: input.url, label: "See the invitation" }),
    kind: "company-invitation",
  };
}
