import {
  type CartItem,
  type DimensionKey,
  evaluateItemEntry,
  formatCartItemMaterial,
  formatDimension,
  getQuantityLimits,
  MESSAGES,
  normalizeQuantityText,
} from "@ingot/domain";
import { Plus, ShoppingCart } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { ShapeDrawing } from "@/components/shapes/shape-drawing";
import { Button } from "@/components/ui/button";
import { CheckboxLine } from "@/components/ui/checkbox-line";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabelledControl } from "@/components/ui/labelled-control";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { preloadable } from "@/lib/preloadable";
import { type PurchaseData, pickDimensions, usePurchaseHandOff } from "@/lib/purchase-data";
import { usePickerDialog } from "@/lib/use-picker-dialog";
import { useDimensionConstraints } from "../api/get-dimension-constraints";
import { useItemCheck } from "../hooks/use-item-check";
import { LivePrice } from "./live-price-part";
import { MaterialChoice } from "./material-choice";
import type { MaterialSelection } from "./material-selection";

/**
 * The picker's dialog and its libraries (focus trap, scroll lock) are fetched as the entry first
 * renders, not before it: the form takes input sooner, on a phone most of all (issue #19). A
 * choice made before they arrive opens the dialog the moment they do.
 */
const MaterialPicker = preloadable(() => import("./material-picker").then((m) => m.MaterialPicker));

export interface ItemEntryProps {
  onAdd: (item: CartItem) => void;
  /** Sent along with Buy now (spec §3 purchase data); the signed-in email or the form's. */
  email?: string;
  className?: string;
  /** Unit the length is typed in: inches (default) or feet (the /rfq screen, spec §2). */
  lengthUnit?: "in" | "ft";
  /** Ask for the material specification (e.g. "AMS 4027") too (the /rfq screen, spec §2). */
  withMaterialSpec?: boolean;
  /** Offer Buy now beside the live price (default true). */
  buyNow?: boolean;
}

const emptyText: Partial<Record<DimensionKey, string>> = {};

/**
 * Item entry (spec §5): material picker, free-text dimensions (2.5, 1 1/2, 1/2) checked against the
 * catalog with the spec's messages beside each field, the shape drawn with its dimensions
 * labelled, quantity, DFARS and a description, the server's live price, Add and Buy now.
 */
export function ItemEntry({
  onAdd,
  email = "",
  className,
  lengthUnit = "in",
  withMaterialSpec = false,
  buyNow: offerBuyNow = true,
}: ItemEntryProps) {
  useEffect(() => {
    void MaterialPicker.preload();
    void LivePrice.preload();
  }, []);
  const id = useId();
  const handOff = usePurchaseHandOff();
  const changeButton = useRef<HTMLButtonElement>(null);
  const [selection, setSelection] = useState<MaterialSelection>();
  const [dimensionText, setDimensionText] = useState(emptyText);
  const [touched, setTouched] = useState<Partial<Record<DimensionKey | "quantity", boolean>>>({});
  const [quantityText, setQuantityText] = useState("1");
  /** Whether the buyer typed a quantity since the last add (a new material keeps it). */
  const quantityEdited = useRef(false);
  const [dfars, setDfars] = useState(true);
  const [description, setDescription] = useState("");
  const [materialSpec, setMaterialSpec] = useState("");

  const dimensionsQuery = useDimensionConstraints(
    selection
      ? {
          material: selection.materialCode,
          product_type: selection.productType,
          shape: selection.shape,
        }
      : undefined,
  );
  const constraints = dimensionsQuery.data;
  const firstDimensionId = constraints
    ? `${id}-${(constraints.find((c) => c.key === "length") ?? constraints[0])?.key}`
    : undefined;
  const firstDimension = () =>
    firstDimensionId ? document.getElementById(firstDimensionId) : null;
  // A material chosen: Length takes focus, once it appears if the dimensions are still loading.
  const picker = usePickerDialog(firstDimension, changeButton, firstDimensionId);

  const itemCheck = useItemCheck();
  const evaluation = useMemo(
    () =>
      evaluateItemEntry(
        {
          ...(selection
            ? {
                selection: {
                  materialCode: selection.materialCode,
                  productType: selection.productType,
                  shape: selection.shape,
                  minimumOrderQuantity: selection.minimumOrderQuantity,
                },
              }
            : {}),
          ...(constraints ? { constraints } : {}),
          dimensionText,
          quantityText,
          lengthUnit,
        },
        itemCheck,
      ),
    [selection, constraints, dimensionText, quantityText, lengthUnit, itemCheck],
  );
  const limits = getQuantityLimits(selection?.minimumOrderQuantity);

  const choose = (next: MaterialSelection) => {
    setSelection(next);
    // Choosing a new material clears the entered dimensions, and only them (spec §4): a quantity
    // the buyer typed stays (checked against the new material's minimum); an untouched default
    // starts at the new material's minimum.
    setDimensionText(emptyText);
    setTouched((prev) => (prev.quantity ? { quantity: true } : {}));
    if (!quantityEdited.current) setQuantityText(String(Math.max(1, next.minimumOrderQuantity)));
  };

  const buildItem = (): CartItem | undefined => {
    const spec = evaluation.spec;
    if (!selection || !spec) return undefined;
    const text = description.trim();
    const specText = materialSpec.trim();
    return {
      id: crypto.randomUUID(),
      material: selection.materialLabel,
      materialCode: selection.materialCode,
      shapeName: selection.shape,
      productType: selection.productType,
      dimensions: { ...spec.dimensions },
      quantity: spec.quantity,
      dfars,
      ...(text ? { description: text } : {}),
      ...(specText ? { materialSpec: specText } : {}),
    };
  };

  const add = () => {
    const item = buildItem();
    if (!item) return;
    onAdd(item);
    setDimensionText(emptyText);
    setTouched({});
    setQuantityText(String(limits.min));
    quantityEdited.current = false;
    setDescription("");
    setMaterialSpec("");
  };

  const buyNow = (price: { materialCost: number; weightPerPiece: number; totalWeight: number }) => {
    const item = buildItem();
    const spec = evaluation.spec;
    if (!item || !spec) return;
    const data: PurchaseData = {
      email,
      lines: [
        {
          material: formatCartItemMaterial(item),
          quantity: item.quantity,
          dimensions: pickDimensions(item.dimensions),
          weightLbs: price.totalWeight,
          weightPerPieceLbs: price.weightPerPiece,
          totalPrice: price.materialCost,
          dfars: item.dfars,
          rohs: false,
          item: spec,
        },
      ],
    };
    handOff(data);
  };

  const labels = Object.fromEntries(
    (constraints ?? []).map((c) => {
      const value = evaluation.dimensions[c.key];
      const short = c.key === "diameter" ? "Ø" : `${c.label.charAt(0)} `;
      return [c.key, value !== undefined ? `${short}${formatDimension(c.key, value)}` : c.label];
    }),
  );

  return (
    <div className={cn("flex flex-col gap-5", className)} data-testid="item-entry">
      <div>
        <p className="mb-2 font-medium text-sm" id={`${id}-material`}>
          Material
        </p>
        <MaterialChoice
          selection={selection}
          {...picker.opener}
          hint="Product type, shape and alloy"
          describedBy={`${id}-material`}
        />
      </div>

      {selection ? (
        <div className="grid gap-5 sm:grid-cols-[minmax(0,15rem)_1fr]">
          <figure className="order-last rounded-md border border-border p-3 text-muted-foreground sm:order-first sm:self-start">
            <ShapeDrawing
              productType={selection.productType}
              shape={selection.shape}
              labels={labels}
              title={`${selection.productType === "Plate" ? "Plate" : `${selection.shape} ${selection.productType}`} with its dimensions`}
            />
            <figcaption className="mt-2 text-center text-xs">
              {lengthUnit === "ft"
                ? "Length in feet, other dimensions in inches"
                : "All dimensions in inches"}
            </figcaption>
          </figure>
          <fieldset className="flex min-w-0 flex-col gap-4">
            <legend className="sr-only">
              {lengthUnit === "ft"
                ? "Dimensions (length in feet, others in inches)"
                : "Dimensions (inches)"}
            </legend>
            {dimensionsQuery.isPending ? (
              <div role="status" aria-busy="true" className="flex flex-col gap-4">
                <span className="sr-only">Loading dimensions…</span>
                {["a", "b", "c"].map((k) => (
                  <Skeleton key={k} className="h-16" />
                ))}
              </div>
            ) : dimensionsQuery.isError ? (
              <LoadFailedAlert
                title={MESSAGES.portal.dimensionsLoadFailed}
                detail={MESSAGES.portal.dimensionsLoadFailedDetail}
                onRetry={() => void dimensionsQuery.refetch()}
                className="rounded-md border border-danger/40 p-3 text-sm"
              />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                {constraints?.map((c) => {
                  const inputId = `${id}-${c.key}`;
                  const text = dimensionText[c.key] ?? "";
                  const unit = c.key === "length" && lengthUnit === "ft" ? "ft" : "in";
                  const scale = unit === "ft" ? 12 : 1;
                  const error =
                    touched[c.key] || text.trim() !== ""
                      ? evaluation.dimensionErrors[c.key]
                      : undefined;
                  return (
                    <div key={c.key} className="flex flex-col gap-1.5">
                      <Label htmlFor={inputId}>
                        {c.label}{" "}
                        <span className="font-normal text-muted-foreground">
                          ({unit === "ft" ? "feet" : "inches"})
                        </span>
                      </Label>
                      {/* The unit sits inside the field too, so it cannot be missed (issue #18). */}
                      <div className="relative">
                        <Input
                          id={inputId}
                          name={c.key}
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder={
                            c.key === "wall"
                              ? "e.g. 0.125"
                              : unit === "ft"
                                ? "e.g. 10"
                                : "e.g. 1 1/2"
                          }
                          value={text}
                          onChange={(e) =>
                            setDimensionText((prev) => ({ ...prev, [c.key]: e.target.value }))
                          }
                          onBlur={() => setTouched((prev) => ({ ...prev, [c.key]: true }))}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
                          className="pr-10 tabular-nums"
                        />
                        <span
                          aria-hidden="true"
                          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground text-sm"
                          data-testid={`unit-${c.key}`}
                        >
                          {unit}
                        </span>
                      </div>
                      <p
                        id={`${inputId}-hint`}
                        className="text-muted-foreground text-xs tabular-nums"
                        data-testid={`hint-${c.key}`}
                      >
                        {c.key === "length"
                          ? `${c.min / scale}–${c.max / scale} ${unit} (${unit === "ft" ? `${c.min}–${c.max} in` : `${c.min / 12}–${c.max / 12} ft`})`
                          : `${c.min}–${c.max} in`}
                        {c.key === "length" && evaluation.dimensions.length !== undefined && !error
                          ? ` · ${formatDimension("length", evaluation.dimensions.length)}`
                          : ""}
                      </p>
                      {error ? (
                        <p
                          id={`${inputId}-error`}
                          className="text-danger text-xs"
                          data-testid={`error-${c.key}`}
                        >
                          {error}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            )}
          </fieldset>
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-quantity`}>Quantity (pcs)</Label>
          <Input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={limits.min}
            max={limits.max}
            step={1}
            value={quantityText}
            onChange={(e) => {
              quantityEdited.current = true;
              setQuantityText(e.target.value);
            }}
            onBlur={() => {
              setQuantityText((prev) => normalizeQuantityText(prev));
              setTouched((prev) => ({ ...prev, quantity: true }));
            }}
            aria-invalid={selection && evaluation.quantityError ? true : undefined}
            aria-describedby={
              !selection
                ? `${id}-quantity-hint`
                : evaluation.quantityError
                  ? `${id}-quantity-error`
                  : undefined
            }
            disabled={!selection}
          />
          {!selection ? (
            // Why the field waits (spec §5's text for this situation).
            <p
              id={`${id}-quantity-hint`}
              className="text-muted-foreground text-xs"
              data-testid="hint-quantity"
            >
              {MESSAGES.item.materialFirst}
            </p>
          ) : null}
          {selection && evaluation.quantityError ? (
            <p
              id={`${id}-quantity-error`}
              className="text-danger text-xs"
              data-testid="error-quantity"
            >
              {evaluation.quantityError}
            </p>
          ) : null}
        </div>
        <LabelledControl htmlFor={`${id}-description`} label="Description" note="(optional)">
          <Input
            id={`${id}-description`}
            value={description}
            maxLength={2000}
            placeholder="Finish, tolerances, part number…"
            onChange={(e) => setDescription(e.target.value)}
          />
        </LabelledControl>
      </div>

      {withMaterialSpec ? (
        <LabelledControl
          htmlFor={`${id}-material-spec`}
          label="Material specification"
          note="(optional)"
        >
          <Input
            id={`${id}-material-spec`}
            value={materialSpec}
            maxLength={200}
            placeholder="e.g. AMS 4027, ASTM B209"
            onChange={(e) => setMaterialSpec(e.target.value)}
          />
        </LabelledControl>
      ) : null}

      <CheckboxLine checked={dfars} onCheckedChange={setDfars}>
        <span>
          DFARS compliant material required
          <span className="block text-muted-foreground text-xs">
            Domestic melt with full traceability
          </span>
        </span>
      </CheckboxLine>

      {selection ? (
        <LivePrice
          spec={evaluation.spec}
          {...(offerBuyNow
            ? {
                actions: (price: Parameters<typeof buyNow>[0] & { updating: boolean }) => (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => buyNow(price)}
                    disabled={price.updating}
                  >
                    <ShoppingCart aria-hidden="true" /> Buy now
                  </Button>
                ),
              }
            : {})}
        />
      ) : null}

      <Button onClick={add} disabled={!evaluation.addButton.enabled} data-testid="add-item">
        {evaluation.addButton.enabled ? <Plus aria-hidden="true" /> : null}
        {evaluation.addButton.label}
      </Button>

      <MaterialPicker {...picker.dialog} onSelect={choose} />
    </div>
  );
}
