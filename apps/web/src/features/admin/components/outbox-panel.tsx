import { Loader2 } from "lucide-react";
import { Fragment, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-dates";
import { toast } from "@/lib/toast";
import { useOutbox } from "../api/get-outbox";
import { useResendEmail } from "../api/resend-email";
import { AdminQueryTable, StatusFilterBar, Td } from "./admin-ui";

const STATUS_VARIANT = { pending: "warning", sent: "success", failed: "danger" } as const;

/** Emails in the outbox (decisions §8): read them, and queue a failed one again. */
const STATUS_OPTIONS = [
  ["", "All"],
  ["pending", "Pending"],
  ["failed", "Failed"],
  ["sent", "Sent"],
] as const;

export function OutboxPanel() {
  const [status, setStatus] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const outbox = useOutbox(status);
  const resend = useResendEmail();

  return (
    <div className="flex flex-col gap-3">
      <StatusFilterBar value={status} options={STATUS_OPTIONS} onChange={setStatus}>
        <p className="pb-2 text-muted-foreground text-xs">Newest 100</p>
      </StatusFilterBar>
      <AdminQueryTable
        query={outbox}
        caption="Emails in the outbox"
        minWidth="56rem"
        columns={[
          "Queued",
          "To",
          "Subject",
          "Kind",
          "Status",
          { label: "Attempts", className: "text-right" },
          { label: "Actions", hidden: true },
        ]}
        rows={(data) => data.emails}
        empty="The outbox is empty"
      >
        {(email) => (
          <Fragment key={email.id}>
            <tr className="hover:bg-muted/40" data-testid="outbox-row">
              <Td className="whitespace-nowrap text-muted-foreground">
                {formatDateTime(email.created_at)}
              </Td>
              <Td className="break-all">{email.to}</Td>
              <Td>{email.subject}</Td>
              <Td className="font-mono text-xs">{email.kind}</Td>
              <Td>
                <Badge
                  variant={STATUS_VARIANT[email.status as keyof typeof STATUS_VARIANT] ?? "neutral"}
                  className="capitalize"
                >
                  {email.status}
                </Badge>
              </Td>
              <Td className="text-right">{email.attempts}</Td>
              <Td>
                <div className="flex justify-end gap-1.5">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-expanded={open === email.id}
                    onClick={() => setOpen(open === email.id ? null : email.id)}
                  >
                    {open === email.id ? "Hide" : "View"}
                  </Button>
                  {email.status === "failed" ? (
                    <Button
                      size="sm"
                      variant="outline"
                      pending={resend.isPending && resend.variables === email.id}
                      blocked={resend.isPending}
                      onClick={() =>
                        resend.mutate(email.id, {
                          onSuccess: () => toast.success("Queued again"),
                          onError: (error) =>
                            toast.error("Error", {
                              description: isApiError(error) ? error.message : "Resend failed.",
                            }),
                        })
                      }
                    >
                      {resend.isPending && resend.variables === email.id ? (
                        <Loader2 className="animate-spin" aria-hidden="true" />
                      ) : null}
                      Resend
                    </Button>
                  ) : null}
                </div>
              </Td>
            </tr>
            {open === email.id ? (
              <tr>
                <td colSpan={7} className="border-border border-b bg-muted/40 px-3 py-3">
                  {email.last_error ? (
                    <p className="mb-2 text-danger text-xs">Last error: {email.last_error}</p>
                  ) : null}
                  <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words font-mono text-xs">
                    {email.text}
                  </pre>
                </td>
              </tr>
            ) : null}
          </Fragment>
        )}
      </AdminQueryTable>
    </div>
  );
}
