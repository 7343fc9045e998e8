import { formatDimensions, getMaterial, type QuoteRequest } from "@ingot/domain";
import type { OutboxEmail } from "../outbox/outbox.service";
import type { SingleQuoteSubmission } from "./quotes.service";

/**
 * The "new RFQ" alert to sales (decisions §8) for a landing-page / wizard request. Plain text only:
 * what the customer typed is never put into HTML.
 */
export function newRfqAlert(
  to: string,
  submission: SingleQuoteSubmission,
  request: QuoteRequest,
): OutboxEmail {
  const lines = request.items.map((item, index) => {
    const label = getMaterial(item.material)?.label ?? item.material;
    const shape = item.product_type === "Plate" ? "Plate" : `${item.shape} ${item.product_type}`;
    return [
      `${index + 1}. ${label} - ${shape}: ${formatDimensions(item.dimensions)} x ${item.quantity} pcs${item.dfars ? ", DFARS" : ""}`,
      item.material_spec ? `   Spec: ${item.material_spec}` : "",
      item.description ? `   ${item.description}` : "",
    ]
      .filter(Boolean)
      .join("\n");
  });
  const text = [
    `New quote request ${submission.submission_id} (${submission.items} item${submission.items === 1 ? "" : "s"})`,
    "",
    `From: ${request.name} <${request.email}>`,
    `Company: ${request.company}`,
    request.phone ? `Phone: ${request.phone}` : "",
    request.rohs ? "RoHS compliant material required" : "",
    "",
    ...lines,
    "",
    request.notes ? `Notes:\n${request.notes}` : "",
  ]
    .filter((line, i, all) => line !== "" || all[i - 1] !== "")
    .join("\n");
  return {
    to,
    subject: `New RFQ from ${request.company}: ${submission.items} item${submission.items === 1 ? "" : "s"}`,
    text,
    kind: "new-rfq-alert",
    dedupeKey: `new-rfq-alert:${submission.submission_id}`,
  };
}
