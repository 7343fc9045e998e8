import { MESSAGES } from "@ingot/domain";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageShell } from "@/components/layout/page-shell";
import { paths } from "@/config/paths";
import { PurchaseSummaryScreen } from "@/features/checkout/components/purchase-summary-screen";
import { readPurchaseData } from "@/lib/purchase-data";
import { toast } from "@/lib/toast";

/**
 * Order summary and checkout (/purchase-summary, spec §2). Needs the purchase data "Buy now" hands
 * over (router state, or sessionStorage after a reload); without it: the spec's toast and home.
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const read = useMemo(() => readPurchaseData(location.state), [location.state]);
  const data = read.state === "ok" ? read.data : undefined;

  useEffect(() => {
    if (read.state === "ok") return;
    // Spec §8: nothing handed over, or something that is not purchase data (a damaged hand-off).
    const [title, description] =
      read.state === "unreadable"
        ? [MESSAGES.checkout.errorTitle, MESSAGES.checkout.purchaseDataNotFound]
        : [MESSAGES.checkout.noPurchaseData, MESSAGES.checkout.noPurchaseDataDetail];
    toast.error(title, { description });
    void navigate(paths.home, { replace: true });
  }, [read.state, navigate]);

  if (!data) return null;
  return (
    <PageShell title="Order summary">
      <div data-testid="purchase-summary">
        <PurchaseSummaryScreen data={data} />
      </div>
    </PageShell>
  );
}
