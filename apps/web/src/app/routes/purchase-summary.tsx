import { formatDimension, MESSAGES } from "@ingot/domain";
import { ArrowLeft } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { PageShell } from "@/components/layout/page-shell";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatDollars, formatPounds } from "@/lib/format-figures";
import { loadPurchaseData } from "@/lib/purchase-data";

/**
 * Order summary (/purchase-summary). MINIMAL VERSION from the instant-quote issue (#5): it shows
 * the purchase data handed over by "Buy now" (router state, or sessionStorage after a reload) and
 * sends the visitor home when there is none. THE CHECKOUT ISSUE EXTENDS THIS SCREEN: billing and
 * shipping form, pickup panel, pricing summary (tax, shipping) and Proceed to Payment.
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

  const dims = (["length", "width", "height"] as const).filter(
    (k) => data.dimensions[k] !== undefined,
  );
  return (
    <PageShell title="Order summary">
      <Button variant="ghost" size="sm" className="-ml-3 mb-4" onClick={() => void navigate(-1)}>
        <ArrowLeft aria-hidden="true" /> Back to Quote
      </Button>
      <Card className="max-w-xl" data-testid="purchase-summary">
        <CardHeader>
          <CardTitle>Material specifications</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Material</dt>
            <dd className="font-medium">{data.material}</dd>
            <dt className="text-muted-foreground">Quantity</dt>
            <dd className="tabular-nums">{data.quantity} pcs</dd>
            {dims.map((k) => (
              <div key={k} className="contents">
                <dt className="text-muted-foreground capitalize">{k}</dt>
                <dd className="tabular-nums">{formatDimension(k, data.dimensions[k] as number)}</dd>
              </div>
            ))}
            <dt className="text-muted-foreground">Weight per piece</dt>
            <dd className="tabular-nums">{formatPounds(data.weightPerPieceLbs)}</dd>
            <dt className="text-muted-foreground">Total weight</dt>
            <dd className="tabular-nums">{formatPounds(data.weightLbs)}</dd>
            <dt className="text-muted-foreground">Material cost</dt>
            <dd className="font-semibold tabular-nums">{formatDollars(data.totalPrice)}</dd>
          </dl>
          <div className="mt-4 flex gap-2">
            {data.dfars ? <Badge variant="neutral">DFARS</Badge> : null}
            {data.rohs ? <Badge variant="neutral">RoHS</Badge> : null}
          </div>
          <p className="mt-4 text-muted-foreground text-sm">
            Billing, shipping or pickup, tax and payment come next.
          </p>
        </CardContent>
      </Card>
    </PageShell>
  );
}
