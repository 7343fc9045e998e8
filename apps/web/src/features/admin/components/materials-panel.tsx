import type { AdminMaterial } from "@ingot/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { useAdminMaterials } from "../api/get-admin-materials";
import { useUpdateMaterial } from "../api/update-material";
import { AdminTable, Td, Th } from "./admin-ui";

/** Prices, densities, minimums and availability (decisions §4); unavailable ones leave the picker. */
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
        unavailable material disappears from the material picker.
      </p>
      <AdminTable caption="Materials" minWidth="52rem">
        <thead>
          <tr>
            <Th>Material</Th>
            <Th className="text-right">Price ($/lb)</Th>
            <Th className="text-right">Density (lb/in³)</Th>
            <Th className="text-right">Min. qty</Th>
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

  const changed =
    Number(price) !== material.price_per_lb ||
    Number(density) !== material.density_lb_per_in3 ||
    Number(minimum) !== material.minimum_order_quantity ||
    available !== material.is_available;

  async function save() {
    setErrors({});
    try {
      await update.mutateAsync({
        code: material.code,
        price_per_lb: Number(price),
        density_lb_per_in3: Number(density),
        minimum_order_quantity: Number(minimum),
        is_available: available,
      });
      toast.success(`${material.name} saved`);
    } catch (error) {
      if (isApiError(error)) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
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
      <Td>
        <div className="font-medium">{material.name}</div>
        <div className="font-mono text-muted-foreground text-xs">
          {material.code} · {material.category}
        </div>
      </Td>
      {field("price_per_lb", "Price per lb", price, setPrice, 0.01)}
      {field("density_lb_per_in3", "Density", density, setDensity, 0.0001)}
      {field("minimum_order_quantity", "Minimum order quantity", minimum, setMinimum, 1)}
      <Td>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={available}
            onChange={(e) => setAvailable(e.target.checked)}
            className="size-4 accent-primary"
          />
          <span className="text-sm">{available ? "Available" : "Unavailable"}</span>
        </label>
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
