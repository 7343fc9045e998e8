import { formatDimension } from "@ingot/domain";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPounds } from "@/lib/format-figures";
import type { PurchaseData } from "@/lib/purchase-data";

const DIMENSIONS = ["length", "width", "height"] as const;

/** Spec §2 /purchase-summary: material, quantity, L/W/H in inches, weights, DFARS and RoHS. */
export function MaterialSpecsCard({ data }: { data: PurchaseData }) {
  return (
    <Card data-testid="material-specifications">
      <CardHeader>
        <CardTitle>Material specifications</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="font-medium text-base">{data.material}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Quantity</dt>
            <dd className="font-medium tabular-nums">{data.quantity} pcs</dd>
          </div>
          {DIMENSIONS.map((key) => {
            const value = data.dimensions[key];
            return (
              <div key={key}>
                <dt className="text-muted-foreground capitalize">{key}</dt>
                <dd className="font-medium tabular-nums">
                  {value === undefined ? "—" : formatDimension(key, value).replace('"', " in")}
                </dd>
              </div>
            );
          })}
          <div>
            <dt className="text-muted-foreground">Weight per piece</dt>
            <dd className="font-medium tabular-nums">{formatPounds(data.weightPerPieceLbs)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Total weight</dt>
            <dd className="font-medium tabular-nums">{formatPounds(data.weightLbs)}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <Badge variant={data.dfars ? "success" : "outline"}>
            DFARS {data.dfars ? "required" : "not required"}
          </Badge>
          <Badge variant={data.rohs ? "success" : "outline"}>
            RoHS {data.rohs ? "required" : "not required"}
          </Badge>
        </div>
      </CardContent>
    </Card>
  );
}
