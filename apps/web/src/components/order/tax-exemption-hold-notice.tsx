import { TAX_EXEMPTION_HOLD_LABELS, type TaxExemptionHold } from "@ingot/domain";
import { FileWarning, Upload } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The upload link as a path of this app, whichever origin the server wrote into it. */
export function appPathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * An order held for its tax-exemption certificate (issue #21): what it means and where to send
 * the certificate. Shown on /success and in the portal's order view; nothing for other orders.
 */
export function TaxExemptionHoldNotice({
  hold,
  uploadUrl,
}: {
  hold: TaxExemptionHold;
  uploadUrl: string | null;
}) {
  if (hold !== "awaiting_certificate") return null;
  return (
    <div
      className="flex items-start gap-3 rounded-md border border-warning/40 bg-warning-soft p-4 text-foreground text-sm"
      data-testid="tax-exemption-hold"
    >
      <FileWarning className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <p className="font-medium">{TAX_EXEMPTION_HOLD_LABELS.awaiting_certificate}</p>
        <p>
          No sales tax was charged. Your order goes into production once we have accepted your
          tax-exemption certificate.
        </p>
        {uploadUrl ? (
          <Button asChild size="sm" className="self-start">
            <Link to={appPathOf(uploadUrl)}>
              <Upload aria-hidden="true" /> Upload your certificate
            </Link>
          </Button>
        ) : (
          <p>The upload link is in your order confirmation email.</p>
        )}
      </div>
    </div>
  );
}
