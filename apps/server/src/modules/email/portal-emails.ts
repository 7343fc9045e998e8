import type { OutboxEmail } from "../outbox/outbox.service";

/** The customer's message from the portal's Contact section, to their sales rep (plain text). */
export function portalContactEmail(input: {
  to: string;
  brandName: string;
  name: string;
  company: string;
  phone: string;
  user: { id: string; email: string; emailVerified?: boolean | undefined };
  subject: string | undefined;
  message: string;
}): OutboxEmail {
  const { name, company, user } = input;
  const subject = input.subject?.trim() || "Message from the customer portal";
  const text = [
    `${name} (${company}) wrote from the ${input.brandName} customer portal.`,
    "",
    `Subject: ${subject}`,
    "",
    input.message,
    "",
    "—",
    `Name: ${name}`,
    `Company: ${company}`,
    `Email: ${user.email}${user.emailVerified ? " (verified)" : ""}`,
    `Phone: ${input.phone}`,
    `Account: ${user.id}`,
    `Reply to: ${user.email}`,
  ].join("\n");
  return {
    to: input.to,
    subject: `[Portal] ${subject} — ${name}, ${company}`,
    text,
    kind: "portal-contact",
  };
}
