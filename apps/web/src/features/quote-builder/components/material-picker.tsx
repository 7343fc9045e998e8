import {
  getMaterialsForShape,
  getProductTypes,
  getShapes,
  MESSAGES,
  type ProductType,
  type Shape,
} from "@ingot/domain";
import {
  AlertTriangle,
  Check,
  ChevronLeft,
  ChevronRight,
  PackageOpen,
  RotateCw,
} from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { type Material, useMaterials } from "@/api/materials";
import { ShapeDrawing } from "@/components/shapes/shape-drawing";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import type { MaterialSelection } from "./material-selection";

type PickerStep = "product" | "shape" | "material";
const STEPS: { id: PickerStep; number: number; title: string }[] = [
  { id: "product", number: 1, title: MESSAGES.picker.stepProductType },
  { id: "shape", number: 2, title: MESSAGES.picker.stepShape },
  { id: "material", number: 3, title: MESSAGES.picker.stepMaterial },
];

/** Representative shape drawn for a product type on step 1. */
const PRODUCT_TYPE_SHAPE: Record<ProductType, Shape> = {
  Plate: "Plate",
  Bar: "Round",
  Tube: "Square",
};
const PRODUCT_TYPE_HINT: Record<ProductType, string> = {
  Plate: "Flat stock cut to length and width",
  Bar: "Round, square and rectangle bar",
  Tube: "Structural and mechanical steel tube",
};

/** The catalog (domain) narrowed to what the server says is available now. */
function useOptions(
  available: readonly Material[] | undefined,
  offered: readonly ProductType[] | undefined,
) {
  return useMemo(() => {
    const byCode = new Map((available ?? []).map((m) => [m.code, m]));
    const materialsFor = (productType: ProductType, shape: Shape) =>
      getMaterialsForShape(productType, shape).flatMap((material) => {
        const listing = byCode.get(material.code);
        return listing ? [{ material, listing }] : [];
      });
    const shapesFor = (productType: ProductType) =>
      getShapes(productType).filter((shape) => materialsFor(productType, shape).length > 0);
    const productTypes = getProductTypes().filter(
      (type) => (!offered || offered.includes(type)) && shapesFor(type).length > 0,
    );
    return { productTypes, shapesFor, materialsFor };
  }, [available, offered]);
}

export interface MaterialPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (selection: MaterialSelection) => void;
  /** Offer only these product types (the cut-list planner: Bar and Tube). Default: all. */
  productTypes?: readonly ProductType[];
  /** Where focus goes once a material is chosen (the next field); else back to the opener. */
  focusAfterSelect?: () => HTMLElement | null | undefined;
}

/**
 * Material picker (spec §2, §4): product type, then shape, then material. Starts over each time it
 * opens; Back from material returns to shape (clearing the material), Back from shape to product
 * type; choosing a material completes and closes it. Each step starts with focus on its first
 * option (or the one already chosen, after Back); a close that chose a material hands focus to
 * `focusAfterSelect`, any other close back to the opener.
 */
export function MaterialPicker({
  open,
  onOpenChange,
  onSelect,
  productTypes: offered,
  focusAfterSelect,
}: MaterialPickerProps) {
  const [step, setStep] = useState<PickerStep>("product");
  const [productType, setProductType] = useState<ProductType>();
  const [shape, setShape] = useState<Shape>();
  const query = useMaterials();
  const options = useOptions(query.data, offered);
  const optionsRef = useRef<HTMLDivElement>(null);
  const selected = useRef(false);

  useEffect(() => {
    if (!open) return;
    selected.current = false;
    setStep("product");
    setProductType(undefined);
    setShape(undefined);
  }, [open]);

  // A new step (or the options arriving) puts focus on its chosen option, else its first one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new step's options
  useEffect(() => {
    if (!open || query.isPending) return;
    const container = optionsRef.current;
    const option =
      container?.querySelector<HTMLElement>('button[aria-pressed="true"]') ??
      container?.querySelector<HTMLElement>("ul button");
    option?.focus();
  }, [open, step, query.isPending]);

  const shapes = productType ? options.shapesFor(productType) : [];
  const materials = productType && shape ? options.materialsFor(productType, shape) : [];
  const current = STEPS.find((s) => s.id === step) ?? STEPS[0];

  // Back from material returns to shape with the shape still chosen, so Next stays open (spec §4:
  // only the material is cleared, and no material is held until one is picked).
  const back = () => {
    if (step === "material") {
      setStep("shape");
    } else if (step === "shape") {
      setStep("product");
    } else {
      onOpenChange(false);
    }
  };
  const canNext = (step === "product" && productType) || (step === "shape" && shape);
  const next = () => {
    if (step === "product" && productType) setStep("shape");
    else if (step === "shape" && shape) setStep("material");
  };

  const heading =
    step === "shape"
      ? `${current?.title} (${shapes.length} available)`
      : step === "material"
        ? `${current?.title} (${materials.length} available)`
        : current?.title;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-busy="true" className="grid gap-3 sm:grid-cols-3">
        <span className="sr-only">Loading materials…</span>
        {["a", "b", "c"].map((k) => (
          <Skeleton key={k} className="h-36" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-md border border-danger/40 p-4"
      >
        <div className="flex items-start gap-3">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
          <div>
            <p className="font-medium">{MESSAGES.portal.materialsLoadFailed}</p>
            <p className="mt-1 text-muted-foreground text-sm">{query.error.message}</p>
          </div>
        </div>
        <RetryActions
          className="flex-wrap"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  } else if (step === "product") {
    body =
      options.productTypes.length === 0 ? (
        <Empty text={MESSAGES.picker.noProductTypes} onRefresh={() => void query.refetch()} />
      ) : (
        <OptionGrid label={MESSAGES.picker.stepProductType}>
          {options.productTypes.map((type) => (
            <Option
              key={type}
              selected={productType === type}
              onClick={() => {
                setProductType(type);
                setShape(undefined);
                setStep("shape");
              }}
              title={type}
              detail={PRODUCT_TYPE_HINT[type]}
              drawing={<ShapeDrawing productType={type} shape={PRODUCT_TYPE_SHAPE[type]} />}
            />
          ))}
        </OptionGrid>
      );
  } else if (step === "shape" && productType) {
    body =
      shapes.length === 0 ? (
        <Empty text={MESSAGES.picker.noShapes} onRefresh={() => void query.refetch()} />
      ) : (
        <OptionGrid label={MESSAGES.picker.stepShape}>
          {shapes.map((candidate) => (
            <Option
              key={candidate}
              selected={shape === candidate}
              onClick={() => {
                setShape(candidate);
                setStep("material");
              }}
              title={productType === "Plate" ? "Plate" : `${candidate} ${productType}`}
              detail={`${options.materialsFor(productType, candidate).length} materials`}
              drawing={<ShapeDrawing productType={productType} shape={candidate} />}
            />
          ))}
        </OptionGrid>
      );
  } else if (step === "material" && productType && shape) {
    body =
      materials.length === 0 ? (
        <Empty text={MESSAGES.picker.noMaterials} onRefresh={() => void query.refetch()} />
      ) : (
        <OptionGrid label={MESSAGES.picker.stepMaterial} compact>
          {materials.map(({ material, listing }) => (
            <Option
              key={material.code}
              selected={false}
              onClick={() => {
                onSelect({
                  productType,
                  shape,
                  materialCode: material.code,
                  materialLabel: material.label,
                  minimumOrderQuantity: listing.minimum_order_quantity,
                });
                selected.current = true;
                onOpenChange(false);
              }}
              title={material.label}
              detail={material.grades.filter((g) => g !== material.label).join(" · ") || undefined}
              badge={
                listing.minimum_order_quantity > 1
                  ? `Min. ${listing.minimum_order_quantity} pcs`
                  : undefined
              }
            />
          ))}
        </OptionGrid>
      );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby="material-picker-description"
        returnFocus={() => (selected.current ? focusAfterSelect?.() : undefined)}
      >
        <div className="border-border border-b p-5 pr-12">
          <DialogTitle>Choose material</DialogTitle>
          <DialogDescription id="material-picker-description" className="mt-1">
            Product type, shape, then material.
          </DialogDescription>
          <ol className="mt-4 flex items-center gap-2" aria-label="Picker steps">
            {STEPS.map((s, index) => {
              const position = STEPS.findIndex((x) => x.id === step);
              const done = index < position;
              const active = s.id === step;
              return (
                <li
                  key={s.id}
                  className="flex flex-1 items-center gap-2"
                  aria-current={active ? "step" : undefined}
                >
                  <span
                    className={cn(
                      "flex size-6 shrink-0 items-center justify-center rounded-full border font-medium text-xs tabular-nums",
                      active && "border-primary bg-primary text-primary-foreground",
                      done && "border-primary text-link",
                      !active && !done && "border-input text-muted-foreground",
                    )}
                  >
                    {done ? <Check className="size-3.5" aria-hidden="true" /> : s.number}
                  </span>
                  <span
                    className={cn(
                      "hidden text-xs sm:inline",
                      active ? "font-medium" : "text-muted-foreground",
                    )}
                  >
                    {s.title}
                  </span>
                  <span className="sr-only">{done ? "(done)" : active ? "(current)" : ""}</span>
                  {index < STEPS.length - 1 ? (
                    <span aria-hidden="true" className="h-px flex-1 bg-border" />
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>
        <div ref={optionsRef} className="min-h-0 flex-1 overflow-y-auto p-5">
          <h3 className="mb-1 font-medium text-sm">
            <span className="text-muted-foreground">Step {current?.number}</span> {heading}
          </h3>
          {productType && step !== "product" ? (
            <p className="mb-4 text-muted-foreground text-xs">
              {productType}
              {shape && step === "material" ? ` › ${shape}` : ""}
            </p>
          ) : (
            <div className="mb-4" />
          )}
          {body}
        </div>
        <div className="flex items-center justify-between gap-2 border-border border-t p-4">
          <Button variant="outline" onClick={back}>
            {step === "product" ? (
              "Cancel"
            ) : (
              <>
                <ChevronLeft aria-hidden="true" /> Back
              </>
            )}
          </Button>
          <Button onClick={next} disabled={!canNext}>
            Next <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function OptionGrid({
  label,
  compact,
  children,
}: {
  label: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      className={cn("grid gap-3", compact ? "sm:grid-cols-2" : "grid-cols-2 sm:grid-cols-3")}
    >
      {children}
    </ul>
  );
}

function Option({
  selected,
  onClick,
  title,
  detail,
  badge,
  drawing,
}: {
  selected: boolean;
  onClick: () => void;
  title: string;
  detail?: string | undefined;
  badge?: string | undefined;
  drawing?: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        aria-pressed={selected}
        className={cn(
          "flex h-full w-full flex-col items-start gap-2 rounded-md border bg-surface p-3 text-left transition-colors",
          "hover:border-link hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
          selected ? "border-primary ring-1 ring-primary" : "border-border",
        )}
      >
        {drawing ? (
          <span className="block w-full px-2 text-muted-foreground">{drawing}</span>
        ) : null}
        <span className="font-medium text-sm">{title}</span>
        {detail ? (
          <span className="part-number text-muted-foreground text-xs">{detail}</span>
        ) : null}
        {badge ? <span className="text-muted-foreground text-xs tabular-nums">{badge}</span> : null}
      </button>
    </li>
  );
}

function Empty({ text, onRefresh }: { text: string; onRefresh: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-md border border-border border-dashed p-4">
      <p className="flex items-center gap-2 text-sm">
        <PackageOpen className="size-4 text-muted-foreground" aria-hidden="true" />
        {text}
      </p>
      <RetryActions onRetry={onRefresh} />
    </div>
  );
}

/** Try Again (asks the server again) and Refresh Page, under an error or an empty list. */
function RetryActions({
  onRetry,
  retrying = false,
  className,
}: {
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex gap-2", className)}>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? "animate-spin" : undefined} aria-hidden="true" />
        Try Again
      </Button>
      <Button variant="ghost" size="sm" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </div>
  );
}
