import {
  TAX_EXEMPTION_HOLD_LABELS,
  TAX_EXEMPTION_STATUS_LABELS,
  TAX_EXEMPTION_UPLOAD_NOT_FOUND_MESSAGE,
  TAX_EXEMPTION_UPLOAD_RECEIVED_MESSAGE,
} from "@ingot/domain";
import { AlertTriangle, CheckCircle2, FileText, RotateCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { FileUploadForm } from "@/components/upload/file-upload-form";
import { isApiError } from "@/lib/api-client";
import { useUploadExemptionCertificate, useUploadStatus } from "../api/upload-status";

const statusVariant = (status: string) =>
  status === "accepted" ? "success" : status === "rejected" ? "danger" : "warning";

function NotFound() {
  return (
    <Card data-testid="upload-link-invalid">
      <CardContent className="flex items-start gap-3 text-sm" role="alert">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
        <p>{TAX_EXEMPTION_UPLOAD_NOT_FOUND_MESSAGE}</p>
      </CardContent>
    </Card>
  );
}

/**
 * /tax-exemption-certificate?token=… (issue #21): where the buyer of an order held for its
 * tax-exemption certificate sends it, signed in or not; the token from the confirmation email is
 * the credential. Shows the order number, the hold and what was sent, and takes the file while the
 * order awaits one.
 */
export function CertificateUploadScreen({ token }: { token: string }) {
  const status = useUploadStatus(token);
  const upload = useUploadExemptionCertificate(token);

  if (!token) return <NotFound />;
  if (status.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Loading your order">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (status.isError) {
    if (isApiError(status.error) && status.error.status === 404) return <NotFound />;
    return (
      <Card>
        <CardContent className="flex flex-col gap-3" role="alert">
          <p>{status.error.message}</p>
          <Button variant="outline" className="self-start" onClick={() => void status.refetch()}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const { order_number, tax_exemption_hold: hold, certificates } = status.data;
  const awaiting = hold === "awaiting_certificate";
  const pendingReview = certificates.some((c) => c.status === "pending_review");
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            Order <span className="font-mono">{order_number}</span>
          </CardTitle>
          <CardDescription data-testid="hold-status">
            {awaiting
              ? TAX_EXEMPTION_HOLD_LABELS.awaiting_certificate
              : `${TAX_EXEMPTION_HOLD_LABELS[hold] || "No tax-exemption hold"}: nothing more is needed.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-sm">
          {awaiting ? (
            <>
              <p>
                You claimed a sales-tax exemption, so no tax was charged. Send us your tax-exemption
                (resale or exempt-use) certificate: the order goes into production once our team has
                accepted it.
              </p>
              {pendingReview ? (
                <p className="flex items-center gap-2" role="status">
                  <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
                  {TAX_EXEMPTION_UPLOAD_RECEIVED_MESSAGE}
                </p>
              ) : null}
              <FileUploadForm
                label="Tax-exemption certificate"
                successDetail={TAX_EXEMPTION_UPLOAD_RECEIVED_MESSAGE}
                onUpload={(file) => upload.mutateAsync(file)}
                pending={upload.isPending}
              />
            </>
          ) : null}
        </CardContent>
      </Card>
      {certificates.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Certificates sent</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-border text-sm">
              {certificates.map((c) => (
                <li
                  key={`${c.uploaded_at}-${c.filename}`}
                  className="flex items-center gap-3 py-2 first:pt-0 last:pb-0"
                  data-testid="sent-certificate"
                >
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate" title={c.filename}>
                    {c.filename}
                  </span>
                  <Badge variant={statusVariant(c.status)}>
                    {TAX_EXEMPTION_STATUS_LABELS[c.status]}
                  </Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
