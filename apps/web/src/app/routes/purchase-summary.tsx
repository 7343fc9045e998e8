import { MESSAGES } from "@ingot/domain";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { PageShell } from "@/components/layout/page-shell";
import { paths } from "@/config/paths";
import { PurchaseSummaryScreen } from "@/features/checkout/components/purchase-summary-screen";
import { loadPurchaseData } from "@/lib/purchase-data";

/**
 * Order summary and checkout (/purchase-summary, spec §2). Needs the purchase data "Buy now" hands
 * over (router state, or sessionStorage after a reload); without it: the spec's toast and home.
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const data = useMemo(() => loadPurchaseData(location.state), [location.state]);

  useEffect(() => {
    if (data) return;
    toast.error(MESSAGES.checkout.noPurchaseData, {
      description: MESSAGES.checkout.noPurchaseDataDetail,
    });
    void navigate(paths.home, { replace: true });
  }, [data, navigate]);

  if (!data) return null;
  return (
    <PageShell title="Order summary">
      <div data-testid="purchase-summary">
        <PurchaseSummaryScreen data={data} />
      </div>
    </PageShell>
  );
}
