import {
  type AdminMaterial,
  formatLength,
  parseDimension,
  stockLengthsEntrySchema,
  stockLengthsKey,
} from "@ingot/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxLine } from "@/components/ui/checkbox-line";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useAdminMaterials } from "../api/get-admin-materials";
import { useUpdateMaterial } from "../api/update-material";
import { AdminTable, NameCell, Td, Th } from "./admin-ui";
import { MaterialPricingEditor } from "./material-pricing-editor";

/**
 * Prices, densities, minimums and availability (decisions §4; unavailable ones leave the picker),
 * then each material's quantity breaks and surcharge history (issue #22).
 */
export function MaterialsPanel() {
  const materials = useAdminMaterials();
  if (materials.isPending) return <Skeleton className="h-72" />;
  if (materials.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {materials.error.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted-foreground text-sm">
        New prices apply to new quotes and checkouts; orders already placed keep their price. An
        unavailable material disappears from the material picker. Stock lengths (inches, separated
        by commas) are what the cut-list planner buys bars and tubes in.
      </p>
      <AdminTable caption="Materials" minWidth="68rem">
        <thead>
          <tr>
            <Th>Material</Th>
            <Th className="text-right">Price ($/lb)</Th>
            <Th className="text-right">Density (lb/in³)</Th>
            <Th className="text-right">Min. qty</Th>
            <Th>Stock lengths (in)</Th>
            <Th>Available</Th>
            <Th>
              <span className="sr-only">Save</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {materials.data.materials.map((material) => (
            <MaterialRow key={material.code} material={material} />
          ))}
        </tbody>
      </AdminTable>
      <section aria-labelledby="pricing-heading" className="mt-4 flex flex-col gap-2">
        <h2 id="pricing-heading" className="font-semibold text-base">
          Quantity breaks and metal surcharge
        </h2>
        {materials.data.materials.map((material) => (
          <MaterialPricingEditor key={material.code} material={material} />
        ))}
      </section>
    </div>
  );
}

function MaterialRow({ material }: { material: AdminMaterial }) {
  const update = useUpdateMaterial();
  const [price, setPrice] = useState(material.price_per_lb.toFixed(2));
  const [density, setDensity] = useState(String(material.density_lb_per_in3));
  const [minimum, setMinimum] = useState(String(material.minimum_order_quantity));
  const [available, setAvailable] = useState(material.is_available);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stockText = (lengths: readonly number[]) => lengths.join(", ");
  const [stock, setStock] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      material.stock_lengths.map((entry) => [
        stockLengthsKey(entry.product_type, entry.shape),
        stockText(entry.lengths_in),
      ]),
    ),
  );
  const stockEdits = material.stock_lengths.flatMap((entry) => {
    const key = stockLengthsKey(entry.product_type, entry.shape);
    const text = stock[key] ?? "";
    if (text.trim() === stockText(entry.lengths_in)) return [];
    // Inches as the planner reads a length (240, 240.5, 240 1/2), separated by commas (or spaces
    // between whole numbers); text that is no length is NaN, refused below.
    const lengths = text
      .split(/[,;]+/)
      .map((part) => part.trim())
      .filter((part) => part !== "")
      .flatMap((part) => {
        const whole = parseDimension(part, "Stock length");
        if (whole.ok) return [whole.value];
        return part.split(/\s+/).map((word) => {
          const parsed = parseDimension(word, "Stock length");
          return parsed.ok ? parsed.value : Number.NaN;
        });
      });
    return [{ product_type: entry.product_type, shape: entry.shape, lengths_in: lengths }];
  });
  /** The server's own rules (12 to 480 in, 1 to 8 lengths), checked before anything is sent. */
  const stockErrors = Object.fromEntries(
    stockEdits.flatMap((edit) => {
      const checked = stockLengthsEntrySchema.safeParse(edit);
      return checked.success
        ? []
        : [
            [
              stockLengthsKey(edit.product_type, edit.shape),
              checked.error.issues[0]?.message ?? "",
            ],
          ];
    }),
  );

  const changed =
    Number(price) !== material.price_per_lb ||
    Number(density) !== material.density_lb_per_in3 ||
    Number(minimum) !== material.minimum_order_quantity ||
    available !== material.is_available ||
    stockEdits.length > 0;

  async function save() {
    setErrors(stockErrors);
    if (Object.keys(stockErrors).length > 0) {
      toast.error("Error", { description: "Check the stock lengths." });
      return;
    }
    try {
      await update.mutateAsync({
        code: material.code,
        price_per_lb: Number(price),
        density_lb_per_in3: Number(density),
        minimum_order_quantity: Number(minimum),
        is_available: available,
        ...(stockEdits.length > 0 ? { stock_lengths: stockEdits } : {}),
      });
      toast.success(`${material.name} saved`);
    } catch (error) {
      if (isApiError(error)) {
        setErrors(
          Object.fromEntries(
            error.errors.map((e) => {
              // stock_lengths.<i>.… names the i-th edited shape; shown beside that shape.
              const match = /^stock_lengths\.(\d+)/.exec(e.field);
              const edit = match ? stockEdits[Number(match[1])] : undefined;
              return [edit ? stockLengthsKey(edit.product_type, edit.shape) : e.field, e.message];
            }),
          ),
        );
      }
      toast.error("Error", { description: isApiError(error) ? error.message : "Save failed." });
    }
  }

  const field = (
    name: string,
    label: string,
    value: string,
    set: (v: string) => void,
    step: number,
  ) => (
    <Td className="text-right">
      <Input
        aria-label={`${label} of ${material.name}`}
        type="number"
        inputMode="decimal"
        step={step}
        min={0}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        className="ml-auto h-8 w-28 text-right"
      />
      {errors[name] ? <span className="text-danger text-xs">{errors[name]}</span> : null}
    </Td>
  );

  return (
    <tr className="last:[&>td]:border-b-0" data-testid={`material-${material.code}`}>
      <NameCell name={material.name} detail={[material.code, material.category]} mono />
      {field("price_per_lb", "Price per lb", price, setPrice, 0.01)}
      {field("density_lb_per_in3", "Density", density, setDensity, 0.0001)}
      {field("minimum_order_quantity", "Minimum order quantity", minimum, setMinimum, 1)}
      <Td>
        <div className="flex flex-col gap-2">
          {material.stock_lengths.map((entry) => {
            const key = stockLengthsKey(entry.product_type, entry.shape);
            return (
              <div key={key} className="flex flex-col gap-0.5">
                <div className="flex items-center justify-between gap-2 text-xs">
                  <span className="whitespace-nowrap text-muted-foreground">
                    {entry.shape} {entry.product_type}
                  </span>
                  <Input
                    aria-label={`${entry.shape} ${entry.product_type} stock lengths of ${material.name}, inches`}
                    inputMode="decimal"
                    value={stock[key] ?? ""}
                    onChange={(e) => setStock((prev) => ({ ...prev, [key]: e.target.value }))}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={
                      errors[key] ? `stock-error-${material.code}-${key}` : undefined
                    }
                    className="h-8 w-32 tabular-nums"
                    data-testid={`stock-${material.code}-${key}`}
                  />
                </div>
                <span className="text-right text-muted-foreground text-xs tabular-nums">
                  {entry.lengths_in.map(formatLength).join(", ")}
                </span>
                {errors[key] ? (
                  <span id={`stock-error-${material.code}-${key}`} className="text-danger text-xs">
                    {errors[key]}
                  </span>
                ) : null}
              </div>
            );
          })}
          {material.stock_lengths.length === 0 ? (
            <span className="text-muted-foreground text-xs">Plate only</span>
          ) : null}
        </div>
      </Td>
      <Td>
        <CheckboxLine
          checked={available}
          onCheckedChange={setAvailable}
          className="inline-flex items-center gap-2"
          inputClassName="size-4 accent-primary"
        >
          <span className="text-sm">{available ? "Available" : "Unavailable"}</span>
        </CheckboxLine>
      </Td>
      <Td className="text-right">
        <Button
          size="sm"
          disabled={!changed}
          pending={update.isPending}
          onClick={() => void save()}
        >
          Save
        </Button>
      </Td>
    </tr>
  );
}
