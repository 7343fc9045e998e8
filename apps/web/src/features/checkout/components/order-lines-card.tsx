import {
  describeCutPlan,
  FULL_LENGTHS_CUT_BY_US,
  formatDimension,
  type OrderCutPlan,
} from "@ingot/domain";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDollars, formatPounds } from "@/lib/format-figures";
import type { PurchaseData } from "@/lib/purchase-data";

const DIMENSIONS = [
  ["length", "Length"],
  ["width", "Width"],
  ["height", "Height"],
  ["diameter", "Diameter"],
  ["wall", "Wall"],
] as const;

/** A line's figures from checkout pricing (the server's), when the reply has them. */
export interface PricedLine {
  unit_price: number;
  line_total: number;
  /** a "Full lengths, cut by us" line: the bars and pieces the server planned */
  cut_plan?: OrderCutPlan | undefined;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * /purchase-summary's lines (issue #15): for every line its material and shape, every dimension
 * the shape has (diameter and wall included), quantity, weights, unit price and line total (the
 * server's checkout figures once they arrive), DFARS and RoHS.
 */
export function OrderLinesCard({
  data,
  priced,
}: {
  data: PurchaseData;
  /** checkout pricing's `lines`, in order, when it has answered */
  priced: readonly PricedLine[] | undefined;
}) {
  const count = data.lines.length;
  return (
    <Card data-testid="material-specifications">
      <CardHeader>
        {/* An h2: the page's h1 comes right before it (axe heading-order). */}
        <h2 className="font-semibold text-lg leading-tight">
          {count === 1 ? "Material specifications" : `Your order: ${count} lines`}
        </h2>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y divide-border" aria-label="Order lines">
          {data.lines.map((line, index) => {
            const figures = priced?.[index];
            // "Full lengths, cut by us" (issue #17): whole bars, cut to the server's plan.
            const bars = line.cutList !== undefined;
            return (
              <li
                // Lines never reorder on this screen; the index is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
                key={index}
                className="py-4 first:pt-0 last:pb-0"
                data-testid="order-line"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-medium text-base">
                    {count > 1 ? (
                      <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
                    ) : null}
                    {line.material}
                  </p>
                  <p className="font-semibold tabular-nums" data-testid="order-line-total">
                    <span className="sr-only">Line total </span>
                    {formatDollars(figures?.line_total ?? line.totalPrice)}
                  </p>
                </div>
                {bars ? (
                  <p className="mt-1 text-sm" data-testid="order-line-cut-plan">
                    {figures?.cut_plan
                      ? describeCutPlan(figures.cut_plan)
                      : `${FULL_LENGTHS_CUT_BY_US}: ${line.quantity} ${line.quantity === 1 ? "bar" : "bars"}`}
                  </p>
                ) : null}
                <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
                  <Field label="Shape">
                    {line.item.shape === line.item.product_type
                      ? line.item.shape
                      : `${line.item.shape} ${line.item.product_type}`}
                  </Field>
                  {DIMENSIONS.map(([key, label]) => {
                    const value = line.dimensions[key];
                    // A cut list's bars may be of several stock lengths: the plan above says which.
                    return value === undefined || (bars && key === "length") ? null : (
                      <Field key={key} label={label}>
                        {formatDimension(key, value)}
                      </Field>
                    );
                  })}
                  <Field label="Quantity">
                    {line.quantity} {bars ? (line.quantity === 1 ? "bar" : "bars") : "pcs"}
                  </Field>
                  <Field label={bars ? "Weight per bar" : "Weight per piece"}>
                    {formatPounds(line.weightPerPieceLbs)}
                  </Field>
                  <Field label="Total weight">{formatPounds(line.weightLbs)}</Field>
                  {/* Shown only with the server's per-line figures: never a price the browser made. */}
                  {figures ? (
                    <Field
                      label={
                        line.quoteLine ? "Quoted unit price" : bars ? "Per bar, cut" : "Unit price"
                      }
                    >
                      {formatDollars(figures.unit_price)}
                    </Field>
                  ) : null}
                </dl>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Badge variant={line.dfars ? "success" : "outline"}>
                    DFARS {line.dfars ? "required" : "not required"}
                  </Badge>
                  <Badge variant={line.rohs ? "success" : "outline"}>
                    RoHS {line.rohs ? "required" : "not required"}
                  </Badge>
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
