import { type AdminOrder, CERTIFICATE_REFUSED_MESSAGE, UPLOAD_MAX_BYTES } from "@ingot/domain";
import { FileCheck2, Loader2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUploadCertificate } from "../api/upload-certificate";

const looksLikePdf = (file: File) =>
  file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");

/**
 * An order's material certificate: the link to the current one, and, on a paid order only,
 * "Upload certificate" (a PDF, at most 10 MB; the server checks the bytes too). Shows the
 * upload's progress and a toast.
 */
export function CertificateUpload({ order }: { order: AdminOrder }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCertificate();
  const [progress, setProgress] = useState<number | null>(null);

  async function send(file: File) {
    if (!looksLikePdf(file) || file.size > UPLOAD_MAX_BYTES || file.size === 0) {
      toast.error("Certificate not uploaded", { description: CERTIFICATE_REFUSED_MESSAGE });
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ orderId: order.id, file, onProgress: setProgress });
      toast.success(`Certificate attached to ${order.order_number}`, {
        description: "The customer can download it from their orders.",
      });
    } catch (error) {
      toast.error("Certificate not uploaded", {
        description: isApiError(error) ? error.message : "Upload failed. Please try again.",
      });
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  // A certificate goes with material that is being made: only a paid order takes one (issue #18).
  if (order.payment_status !== "paid") {
    return order.certificate_url ? (
      <CertificateLink href={order.certificate_url} />
    ) : (
      <span className="text-muted-foreground text-xs" data-testid="certificate-after-payment">
        After payment
      </span>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      {order.certificate_url ? <CertificateLink href={order.certificate_url} /> : null}
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-label={`Certificate PDF for ${order.order_number}`}
        data-testid="certificate-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void send(file);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        blocked={busy}
        onClick={() => input.current?.click()}
        aria-label={`Upload certificate for ${order.order_number}`}
      >
        {busy ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {busy ? `Uploading ${Math.round((progress ?? 0) * 100)}%` : "Upload certificate"}
      </Button>
      {busy ? (
        <progress
          className="h-1 w-full"
          max={1}
          value={progress ?? 0}
          aria-label={`Uploading certificate for ${order.order_number}`}
        />
      ) : null}
    </div>
  );
}

/** The order's mill certificate, for download. */
function CertificateLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      className="inline-flex items-center gap-1 text-primary text-xs underline-offset-2 hover:underline"
      data-testid="certificate-link"
    >
      <FileCheck2 className="size-3.5" aria-hidden="true" />
      Certificate
    </a>
  );
}
