import { TAX_EXEMPTION_STATUS_LABELS } from "@ingot/domain";
import { Check, Download, Loader2, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-dates";
import { toast } from "@/lib/toast";
import { type TaxExemptionFilter, useTaxExemptions } from "../api/get-tax-exemptions";
import { useReviewTaxExemption } from "../api/review-tax-exemption";
import { AdminQueryTable, NameCell, StatusFilterBar, Td } from "./admin-ui";

const STATUS_VARIANT = {
  pending_review: "warning",
  accepted: "success",
  rejected: "danger",
} as const;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Customers' tax-exemption certificates: download, then accept or reject (the customer is emailed). */
const STATUS_OPTIONS = [
  ["pending_review", "Pending review"],
  ["accepted", "Accepted"],
  ["rejected", "Rejected"],
  ["all", "All"],
] as const satisfies readonly (readonly [TaxExemptionFilter, string])[];

/** A review's two answers, each offered while the certificate does not already have it. */
const DECISIONS = [
  { status: "accepted", label: "Accept", icon: Check, variant: "outline" },
  { status: "rejected", label: "Reject", icon: X, variant: "ghost" },
] as const;

export function TaxExemptionsPanel() {
  const [status, setStatus] = useState<TaxExemptionFilter>("pending_review");
  const list = useTaxExemptions(status);
  const review = useReviewTaxExemption();

  function decide(id: string, decision: "accepted" | "rejected", who: string) {
    let note: string | undefined;
    if (decision === "rejected") {
      const answer = window.prompt(`Reason for rejecting ${who}'s certificate (sent to them):`, "");
      if (answer === null) return;
      note = answer.trim() || undefined;
    }
    review.mutate(
      { id, status: decision, ...(note ? { note } : {}) },
      {
        onSuccess: (result) =>
          toast.success(`Certificate ${TAX_EXEMPTION_STATUS_LABELS[decision].toLowerCase()}`, {
            description: [
              result.email_queued ? `${who} is emailed.` : "No email address on file.",
              result.released_orders.length > 0
                ? `${result.released_orders.length} held ${result.released_orders.length === 1 ? "order" : "orders"} may now go into production.`
                : "",
            ]
              .filter(Boolean)
              .join(" "),
          }),
        onError: (error) =>
          toast.error("Error", {
            description: isApiError(error) ? error.message : "The review was not saved.",
          }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <StatusFilterBar value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      <AdminQueryTable
        query={list}
        skeleton="h-48"
        caption="Tax-exemption certificates"
        minWidth="56rem"
        columns={["Uploaded", "Customer", "File", "Status", "Actions"]}
        rows={(data) => data.exemptions}
        empty={
          status === "pending_review" ? "No certificates waiting for review" : "No certificates"
        }
      >
        {(exemption) => {
          const who = exemption.customer_name ?? exemption.customer_email ?? "The customer";
          const pending = review.isPending && review.variables?.id === exemption.id;
          return (
            <tr key={exemption.id} className="hover:bg-muted/40" data-testid="tax-exemption-row">
              <Td className="whitespace-nowrap text-muted-foreground">
                {formatDateTime(exemption.uploaded_at)}
              </Td>
              <NameCell
                name={exemption.customer_company ?? "—"}
                detail={[exemption.customer_name ?? "—", exemption.customer_email ?? "—"]}
              >
                {exemption.order_number ? (
                  <div className="text-xs">
                    For held order <span className="font-mono">{exemption.order_number}</span>
                  </div>
                ) : null}
              </NameCell>
              <Td>
                <a
                  href={exemption.download_url}
                  className="inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
                >
                  <Download className="size-3.5" aria-hidden="true" />
                  <span className="break-all">{exemption.filename}</span>
                </a>
                <div className="text-muted-foreground text-xs">
                  {formatSize(exemption.size_bytes)}
                </div>
              </Td>
              <Td>
                <Badge variant={STATUS_VARIANT[exemption.status]}>
                  {TAX_EXEMPTION_STATUS_LABELS[exemption.status]}
                </Badge>
                {exemption.review_note ? (
                  <div className="mt-1 text-muted-foreground text-xs">{exemption.review_note}</div>
                ) : null}
              </Td>
              <Td>
                <div className="flex gap-1.5">
                  {DECISIONS.filter((d) => d.status !== exemption.status).map(
                    ({ status: decision, label, icon: Icon, variant }) => (
                      <Button
                        key={decision}
                        size="sm"
                        variant={variant}
                        blocked={review.isPending}
                        onClick={() => decide(exemption.id, decision, who)}
                      >
                        {pending && review.variables?.status === decision ? (
                          <Loader2 className="animate-spin" aria-hidden="true" />
                        ) : (
                          <Icon aria-hidden="true" />
                        )}
                        {label}
                      </Button>
                    ),
                  )}
                </div>
              </Td>
            </tr>
          );
        }}
      </AdminQueryTable>
    </div>
  );
}
