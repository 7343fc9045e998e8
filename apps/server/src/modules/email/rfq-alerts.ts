import {
  formatDimensions,
  formatQuoteNumber,
  getMaterial,
  type QuoteHistoryEntry,
  type QuoteRequest,
} from "@ingot/domain";
import type { OutboxEmail } from "../outbox/outbox.service";
import type { SingleQuoteSubmission } from "../quotes/quotes.service";

/**
 * The "new RFQ" alert to sales (decisions §8) for a landing-page / wizard request. Plain text only:
 * what the customer typed is never put into HTML.
 */
export function newRfqAlert(
  to: string,
  submission: Pick<SingleQuoteSubmission, "submission_id" | "items">,
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

/**
 * The "new RFQ" alert to sales (decisions §8) for a multi-line RFQ from /rfq. Plain text only, like
 * the one above.
 */
export function multiLineRfqAlert(
  options: { to: string; brandName: string; publicUrl: string },
  entry: QuoteHistoryEntry,
): OutboxEmail {
  const lines = entry.items.map(
    (item) =>
      `${item.position}. ${item.material_label} ${item.shape ?? ""} ${item.product_type ?? ""}` +
      ` | ${formatDimensions(item.dimensions, { lengthUnit: "ft" })} | ${item.quantity} pcs` +
      `${item.material_spec ? ` | ${item.material_spec}` : ""}${item.dfars ? " | DFARS" : ""}` +
      `${item.description ? ` | ${item.description}` : ""}`,
  );
  const text = [
    `New multi-line RFQ ${entry.request_number} (${entry.item_count} lines, ${entry.total_pieces} pieces)`,
    "",
    `From: ${entry.name}, ${entry.company}`,
    `Email: ${entry.email}${entry.phone ? `  Phone: ${entry.phone}` : ""}`,
    `DFARS: ${entry.dfars ? "yes" : "no"}  RoHS: ${entry.rohs ? "yes" : "no"}`,
    ...(entry.notes ? ["", `Notes: ${entry.notes}`] : []),
    "",
    ...lines,
    "",
    `${options.publicUrl}/admin`,
  ].join("\n");
  return {
    to: options.to,
    subject: `${options.brandName}: new RFQ ${formatQuoteNumber("multi-line", entry.id)} from ${entry.company}`,
    text,
    kind: "rfq-alert",
    dedupeKey: `rfq-alert:${entry.id}`,
  };
}
