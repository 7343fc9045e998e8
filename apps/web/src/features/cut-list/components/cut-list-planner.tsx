import {
  type CartItem,
  type CutListRequestInput,
  calculateVolume,
  calculateWeight,
  checkCutListStock,
  cutListRequestSchema,
  DEFAULT_KERF_IN,
  DEFAULT_MIN_DROP_IN,
  type DimensionKey,
  formatLength,
  formatUsd,
  parseCutListPaste,
  parseDimension,
  resolveStockLengths,
  roundWeight,
  toFieldErrors,
} from "@ingot/domain";
import { AlertTriangle, ClipboardPaste, Plus, ShoppingCart, Trash2 } from "lucide-react";
import { type ClipboardEvent, type ReactNode, useId, useMemo, useRef, useState } from "react";
import { useMaterials } from "@/api/materials";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { InlineCheckbox } from "@/components/ui/inline-checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LabelledControl } from "@/components/ui/labelled-control";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useCutListPrices } from "../api/optimize-cut-list";
import { useCutPlan } from "../hooks/use-cut-plan";
import { useStoredState } from "../hooks/use-stored-state";
import {
  type CutListMaterial,
  cutToSizeCartItems,
  fullLengthCartItems,
} from "../lib/cut-list-cart";
import { BarStrip } from "./bar-strip";

export interface CrossSectionInput {
  key: DimensionKey;
  label: string;
  min: number;
  max: number;
}

export interface CutListPlannerProps {
  material: CutListMaterial | undefined;
  /** The app's material chooser (the quote builder's picker). */
  materialSlot: ReactNode;
  /** Inputs of the material's cross-section (its catalog dimensions without the length). */
  crossSection: {
    status: "pending" | "error" | "success";
    inputs: CrossSectionInput[];
    retry: () => void;
  };
  onAddToRfq: (items: CartItem[], option: "cut-to-size" | "full-lengths") => void;
  /**
   * Either option straight to checkout as one order (issue #15: orders have lines). Full lengths
   * come with the cut list itself, which checkout sends for the server to plan and price.
   */
  onCheckout: (
    items: CartItem[],
    option: "cut-to-size" | "full-lengths",
    cutList?: CutListRequestInput,
  ) => void;
}

interface Row {
  id: string;
  length: string;
  quantity: string;
  label: string;
}

/** Dollars (the API's figures) as $1,234.56. */
const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));

const newRow = (patch: Partial<Row> = {}): Row => ({
  id: crypto.randomUUID(),
  length: "",
  quantity: "1",
  label: "",
  ...patch,
});
const isRows = (value: unknown): value is Row[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (row) =>
      typeof row === "object" &&
      row !== null &&
      ["id", "length", "quantity", "label"].every(
        (key) => typeof (row as Record<string, unknown>)[key] === "string",
      ),
  );
const isTextRecord = (value: unknown): value is Partial<Record<DimensionKey, string>> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === "string");
const isText = (value: unknown): value is string => typeof value === "string";
const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => typeof v === "number");
const isBlank = (row: Row) => row.length.trim() === "" && row.label.trim() === "";

/**
 * The cut-list planner (issue #17): pieces as length × quantity with a label, the kerf, the
 * minimum drop and the stock lengths to use; the plan computed in the browser as the buyer types
 * (the domain engine, the same the server runs), every bar drawn to scale, and the server's two
 * prices side by side, debounced. Either option goes to the RFQ cart or to checkout.
 */
export function CutListPlanner({
  material,
  materialSlot,
  crossSection,
  onAddToRfq,
  onCheckout,
}: CutListPlannerProps) {
  const id = useId();
  // What was typed survives a reload and the trip to /rfq (the draft stays until changed).
  const [dimensionText, setDimensionText] = useStoredState<Partial<Record<DimensionKey, string>>>(
    "dimensions",
    {},
    isTextRecord,
  );
  const [rows, setRows] = useStoredState<Row[]>("pieces", [newRow()], isRows);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [kerfText, setKerfText] = useStoredState("kerf", "1/8", isText);
  const [minDropText, setMinDropText] = useStoredState(
    "min-drop",
    String(DEFAULT_MIN_DROP_IN),
    isText,
  );
  const [excluded, setExcluded] = useStoredState<number[]>("excluded-stock", [], isNumbers);
  // Choosing another material clears its cross-section and stock choice (spec §4), not the pieces.
  const materialKey = material
    ? `${material.materialCode}/${material.productType}/${material.shape}`
    : "";
  const [draftFor, setDraftFor] = useStoredState("material-key", materialKey, isText);
  if (material && draftFor !== materialKey) {
    setDraftFor(materialKey);
    setDimensionText({});
    setExcluded([]);
  }
  const lengthRefs = useRef(new Map<string, HTMLInputElement>());
  const focusNext = useRef<string | undefined>(undefined);
  const stockQuery = useMaterials();

  const stockListing = stockQuery.data?.find((m) => m.code === material?.materialCode);
  const stocked = useMemo(
    () =>
      material
        ? resolveStockLengths(
            Object.fromEntries(
              (stockListing?.stock_lengths ?? []).map((e) => [
                `${e.product_type}/${e.shape}`,
                e.lengths_in,
              ]),
            ),
            material.productType,
            material.shape,
          )
        : [],
    [material, stockListing],
  );
  const allowed = stocked.filter((length) => !excluded.includes(length));

  // Parse what was typed. Field messages come from the domain, as on the server.
  const dimensions: Partial<Record<DimensionKey, number>> = {};
  const fieldErrors: Record<string, string> = {};
  /** Pieces too long for every allowed stock: said on their row at once, not only once left. */
  const tooLong = new Set<string>();
  for (const input of crossSection.inputs) {
    const parsed = parseDimension(dimensionText[input.key] ?? "", input.label);
    if (parsed.ok) dimensions[input.key] = parsed.value;
    else fieldErrors[`dimensions.${input.key}`] = parsed.error;
  }
  const listed = rows.filter((row) => !isBlank(row));
  const pieces: { length: number; quantity: number; label?: string }[] = [];
  listed.forEach((row, index) => {
    const length = parseDimension(row.length, "Length");
    const quantity = Number(row.quantity);
    if (!length.ok) fieldErrors[`pieces.${index}.length`] = length.error;
    else if (!Number.isInteger(quantity) || quantity < 1)
      fieldErrors[`pieces.${index}.quantity`] = "Quantity must be a whole number";
    else
      pieces.push({
        length: length.value,
        quantity,
        ...(row.label.trim() ? { label: row.label.trim() } : {}),
      });
  });
  const kerf = parseDimension(kerfText, "Kerf");
  const minDrop = parseDimension(minDropText, "Minimum drop");
  if (!kerf.ok) fieldErrors.kerf = kerf.error;
  if (!minDrop.ok) fieldErrors.min_drop = minDrop.error;

  let request: CutListRequestInput | undefined;
  if (
    material &&
    Object.keys(fieldErrors).length === 0 &&
    pieces.length > 0 &&
    kerf.ok &&
    minDrop.ok
  ) {
    const candidate: CutListRequestInput = {
      material: material.materialCode,
      product_type: material.productType,
      shape: material.shape,
      dimensions,
      pieces,
      ...(allowed.length !== stocked.length ? { stock_lengths: allowed } : {}),
      kerf: kerf.value,
      min_drop: minDrop.value,
    };
    const checked = cutListRequestSchema.safeParse(candidate);
    if (!checked.success) {
      for (const error of toFieldErrors(checked.error.issues))
        fieldErrors[error.field] ??= error.message;
    } else if (allowed.length === 0) {
      fieldErrors.stock_lengths = "Choose at least one stock length";
    } else {
      const stock = checkCutListStock(checked.data, stocked);
      for (const error of stock.errors) {
        fieldErrors[error.field] ??= error.message;
        tooLong.add(error.field);
      }
      if (stock.errors.length === 0) request = candidate;
    }
  }

  // The plan, computed as they type: here for the usual lists, in a Web Worker for long ones.
  const { plan } = useCutPlan(
    request
      ? {
          pieces: request.pieces,
          stockLengths: request.stock_lengths ?? stocked,
          kerf: request.kerf ?? DEFAULT_KERF_IN,
          minDrop: request.min_drop ?? DEFAULT_MIN_DROP_IN,
        }
      : undefined,
  );
  const prices = useCutListPrices(request);

  const showError = (field: string, rowId?: string) =>
    touched[rowId ? `${rowId}:${field.split(".").pop()}` : field] ? fieldErrors[field] : undefined;

  const setRow = (rowId: string, patch: Partial<Row>) =>
    setRows((prev) => prev.map((row) => (row.id === rowId ? { ...row, ...patch } : row)));
  const addRow = () => {
    const row = newRow();
    focusNext.current = row.id;
    setRows((prev) => [...prev, row]);
  };
  const removeRow = (rowId: string) =>
    setRows((prev) => (prev.length === 1 ? [newRow()] : prev.filter((row) => row.id !== rowId)));

  const onPaste = (rowId: string) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text/plain");
    if (!/[\t\n]/.test(text.trim())) return;
    event.preventDefault();
    const pasted = parseCutListPaste(text);
    const added = pasted.pieces.map((piece) =>
      newRow({
        length: String(piece.length),
        quantity: String(piece.quantity),
        label: piece.label ?? "",
      }),
    );
    setRows((prev) => {
      const at = prev.findIndex((row) => row.id === rowId);
      const next = [...prev];
      next.splice(at, isBlank(prev[at] ?? newRow()) ? 1 : 0, ...added);
      return next.length > 0 ? next : [newRow()];
    });
    if (added.length > 0) toast(`${added.length} ${added.length === 1 ? "line" : "lines"} pasted`);
    for (const error of pasted.errors.slice(0, 3))
      toast.error(`Row ${error.row}`, { description: error.message });
  };

  const totalPieces = pieces.reduce((sum, piece) => sum + piece.quantity, 0);
  const density = stockListing?.density_lb_per_in3;
  // Only for a checked request: the cross-section is complete and in range.
  const weightOf = (length: number) =>
    density !== undefined && material && request
      ? calculateWeight(
          calculateVolume({
            product_type: material.productType,
            shape: material.shape,
            dimensions: { ...dimensions, length },
          }),
          density,
        )
      : undefined;
  const barsWeight = plan?.bars.reduce((sum, bar) => sum + (weightOf(bar.stockLength) ?? 0), 0);
  const piecesWeight = pieces.reduce(
    (sum, piece) => sum + (weightOf(piece.length) ?? 0) * piece.quantity,
    0,
  );
  const usableDrops = plan?.bars.filter((bar) => bar.dropUsable) ?? [];
  const scale = Math.max(...(plan?.bars.map((bar) => bar.stockLength) ?? [1]));
  const server = prices.data;
  const serverError = prices.error;
  const cutToSize = material ? cutToSizeCartItems(material, dimensions, pieces) : undefined;
  const cutItems = cutToSize && "items" in cutToSize ? cutToSize.items : undefined;
  const fullLengths = () =>
    material && plan
      ? fullLengthCartItems(material, dimensions, pieces, plan, {
          kerf: kerf.ok ? kerf.value : DEFAULT_KERF_IN,
          minDrop: minDrop.ok ? minDrop.value : DEFAULT_MIN_DROP_IN,
        })
      : [];

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-5">
        <Card className="flex flex-col gap-4 p-4" data-stock-card>
          <h2 className="font-semibold text-lg">1. Stock</h2>
          {materialSlot}
          {material ? (
            crossSection.status === "pending" ? (
              <div role="status" aria-busy="true" className="flex flex-col gap-3">
                <span className="sr-only">Loading dimensions…</span>
                <Skeleton className="h-14" />
                <Skeleton className="h-14" />
              </div>
            ) : crossSection.status === "error" ? (
              <LoadFailedAlert
                title="Failed to load dimensions"
                onRetry={crossSection.retry}
                className="text-sm"
              />
            ) : (
              <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-2">
                <legend className="mb-2 text-muted-foreground text-sm">
                  Cross-section (inches; 1 1/2, 2.5 or 3/16)
                </legend>
                {crossSection.inputs.map((input) => {
                  const inputId = `${id}-${input.key}`;
                  const error = showError(`dimensions.${input.key}`);
                  return (
                    <div key={input.key} className="flex flex-col gap-1">
                      <Label htmlFor={inputId}>
                        {input.label}{" "}
                        <span className="font-normal text-muted-foreground">(in)</span>
                      </Label>
                      <Input
                        id={inputId}
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder={input.key === "wall" ? "e.g. 1/8" : "e.g. 2"}
                        value={dimensionText[input.key] ?? ""}
                        onChange={(e) =>
                          setDimensionText((prev) => ({ ...prev, [input.key]: e.target.value }))
                        }
                        onBlur={() =>
                          setTouched((prev) => ({ ...prev, [`dimensions.${input.key}`]: true }))
                        }
                        aria-invalid={error ? true : undefined}
                        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
                        className="tabular-nums"
                      />
                      <p
                        id={`${inputId}-hint`}
                        className="text-muted-foreground text-xs tabular-nums"
                      >
                        {input.min}–{input.max} in
                      </p>
                      <FieldError id={`${inputId}-error`} className="text-xs">
                        {error}
                      </FieldError>
                    </div>
                  );
                })}
              </fieldset>
            )
          ) : null}
        </Card>

        <Card className="flex flex-col gap-3 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-semibold text-lg">2. Pieces</h2>
            <span className="text-muted-foreground text-xs tabular-nums" aria-live="polite">
              {totalPieces} {totalPieces === 1 ? "piece" : "pieces"}
            </span>
          </div>
          <p className="flex items-start gap-2 text-muted-foreground text-xs">
            <ClipboardPaste className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            Lengths in inches (96, 48 1/2, 30.25). Paste columns from a spreadsheet (length,
            quantity, label) into a length box to add many lines at once.
          </p>
          <ul className="flex flex-col gap-2" aria-label="Pieces">
            {rows.map((row, index) => {
              const listedIndex = listed.indexOf(row);
              const lengthField = `pieces.${listedIndex}.length`;
              const lengthError =
                listedIndex >= 0 && (touched[`${row.id}:length`] || tooLong.has(lengthField))
                  ? fieldErrors[lengthField]
                  : undefined;
              const quantityError =
                listedIndex >= 0 && touched[`${row.id}:quantity`]
                  ? fieldErrors[`pieces.${listedIndex}.quantity`]
                  : undefined;
              const base = `${id}-${row.id}`;
              return (
                <li
                  key={row.id}
                  className="grid grid-cols-[minmax(0,1fr)_4.5rem_auto] gap-x-2 gap-y-1 sm:grid-cols-[7rem_4.5rem_minmax(0,1fr)_auto]"
                  data-testid="piece-row"
                >
                  <div className="flex flex-col gap-1">
                    <Label htmlFor={`${base}-length`} className={cn(index > 0 && "sr-only")}>
                      Length (in)
                    </Label>
                    <Input
                      id={`${base}-length`}
                      ref={(element) => {
                        if (element) {
                          lengthRefs.current.set(row.id, element);
                          if (focusNext.current === row.id) {
                            focusNext.current = undefined;
                            element.focus();
                          }
                        } else lengthRefs.current.delete(row.id);
                      }}
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="e.g. 48 1/2"
                      value={row.length}
                      onChange={(e) => setRow(row.id, { length: e.target.value })}
                      onBlur={() => setTouched((prev) => ({ ...prev, [`${row.id}:length`]: true }))}
                      onPaste={onPaste(row.id)}
                      aria-invalid={lengthError ? true : undefined}
                      aria-describedby={lengthError ? `${base}-length-error` : undefined}
                      aria-label={index > 0 ? `Length of piece ${index + 1}, inches` : undefined}
                      className="tabular-nums"
                    />
                    {row.length && /^\d/.test(row.length) && !lengthError ? (
                      <span className="text-muted-foreground text-[11px] tabular-nums">
                        {(() => {
                          const parsed = parseDimension(row.length, "Length");
                          return parsed.ok ? `${Number((parsed.value / 12).toFixed(3))} ft` : "";
                        })()}
                      </span>
                    ) : null}
                  </div>
                  <div className="flex flex-col gap-1">
                    <Label htmlFor={`${base}-quantity`} className={cn(index > 0 && "sr-only")}>
                      Qty
                    </Label>
                    <Input
                      id={`${base}-quantity`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      value={row.quantity}
                      onChange={(e) => setRow(row.id, { quantity: e.target.value })}
                      onBlur={() =>
                        setTouched((prev) => ({ ...prev, [`${row.id}:quantity`]: true }))
                      }
                      aria-invalid={quantityError ? true : undefined}
                      aria-label={index > 0 ? `Quantity of piece ${index + 1}` : undefined}
                      className="tabular-nums"
                    />
                  </div>
                  <LabelledControl
                    htmlFor={`${base}-label`}
                    label="Label"
                    note="(optional)"
                    className="col-span-2 row-start-2 gap-1 sm:col-span-1 sm:row-start-auto"
                    labelClassName={cn(index > 0 && "sr-only")}
                  >
                    <Input
                      id={`${base}-label`}
                      value={row.label}
                      maxLength={60}
                      placeholder="e.g. Post"
                      onChange={(e) => setRow(row.id, { label: e.target.value })}
                      onKeyDown={(e) => {
                        if (e.key === "Enter" && index === rows.length - 1) {
                          e.preventDefault();
                          addRow();
                        }
                      }}
                      aria-label={index > 0 ? `Label of piece ${index + 1}` : undefined}
                    />
                  </LabelledControl>
                  <div className={cn("flex items-start", index === 0 && "pt-6")}>
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => removeRow(row.id)}
                      aria-label={`Remove piece ${index + 1}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                  <FieldError id={`${base}-length-error`} alert className="col-span-full text-xs">
                    {lengthError || quantityError}
                  </FieldError>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={addRow} data-testid="add-piece">
              <Plus aria-hidden="true" /> Add piece
            </Button>
            {listed.length > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setRows([newRow()]);
                  setTouched({});
                }}
              >
                Clear pieces
              </Button>
            ) : null}
          </div>
          <FieldError alert>{fieldErrors.pieces}</FieldError>
        </Card>

        <Card className="flex flex-col gap-3 p-4">
          <h2 className="font-semibold text-lg">3. Settings</h2>
          <div className="grid grid-cols-2 gap-3">
            <LabelledControl htmlFor={`${id}-kerf`} label="Kerf" note="(in)" className="gap-1">
              <Input
                id={`${id}-kerf`}
                inputMode="decimal"
                value={kerfText}
                onChange={(e) => setKerfText(e.target.value)}
                aria-describedby={`${id}-kerf-hint`}
                className="tabular-nums"
              />
              <p
                id={`${id}-kerf-hint`}
                className={cn(
                  "text-xs",
                  fieldErrors.kerf ? "text-danger" : "text-muted-foreground",
                )}
              >
                {fieldErrors.kerf ??
                  `Saw blade width, default ${DEFAULT_KERF_IN === 0.125 ? "1/8" : DEFAULT_KERF_IN} in`}
              </p>
            </LabelledControl>
            <LabelledControl
              htmlFor={`${id}-min-drop`}
              label="Minimum drop"
              note="(in)"
              className="gap-1"
            >
              <Input
                id={`${id}-min-drop`}
                inputMode="decimal"
                value={minDropText}
                onChange={(e) => setMinDropText(e.target.value)}
                aria-describedby={`${id}-min-drop-hint`}
                className="tabular-nums"
              />
              <p
                id={`${id}-min-drop-hint`}
                className={cn(
                  "text-xs",
                  fieldErrors.min_drop ? "text-danger" : "text-muted-foreground",
                )}
              >
                {fieldErrors.min_drop ?? "Offcuts this long or longer are worth keeping"}
              </p>
            </LabelledControl>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-sm">Stock lengths to buy</legend>
            {!material ? (
              <p className="text-muted-foreground text-sm">Choose a material first.</p>
            ) : stockQuery.isPending ? (
              <Skeleton className="h-8" />
            ) : (
              <div className="flex flex-wrap gap-3">
                {stocked.map((length) => (
                  <InlineCheckbox
                    key={length}
                    className="inline-flex tabular-nums"
                    checked={!excluded.includes(length)}
                    onChange={(e) =>
                      setExcluded((prev) =>
                        e.target.checked ? prev.filter((l) => l !== length) : [...prev, length],
                      )
                    }
                  >
                    {formatLength(length)}
                  </InlineCheckbox>
                ))}
              </div>
            )}
            <FieldError className="text-xs">{fieldErrors.stock_lengths}</FieldError>
          </fieldset>
        </Card>
      </div>

      <section aria-labelledby={`${id}-plan`} className="flex min-w-0 flex-col gap-4">
        <h2 id={`${id}-plan`} className="font-semibold text-xl tracking-tight">
          The plan
        </h2>
        {!material || pieces.length === 0 ? (
          <Card
            className="flex flex-col items-center gap-2 p-8 text-center"
            data-testid="plan-empty"
          >
            <p className="font-medium">
              {!material ? "Choose the stock and add your pieces" : "Add the pieces you need"}
            </p>
            <p className="max-w-md text-muted-foreground text-sm">
              The plan appears as you type: which bars to buy, how to cut each one, what is left
              over, and what both ways of buying cost.
            </p>
          </Card>
        ) : !plan && request ? (
          <Card
            role="status"
            className="flex items-center gap-2 p-4 text-muted-foreground text-sm"
            data-testid="plan-pending"
          >
            Planning {totalPieces.toLocaleString("en-US")} pieces…
          </Card>
        ) : !plan ? (
          <Card
            role="alert"
            className="flex flex-col gap-2 p-4 text-sm"
            data-testid="plan-problems"
          >
            <p className="flex items-center gap-2 font-medium">
              <AlertTriangle className="size-4 text-warning" aria-hidden="true" /> Fix these to see
              the plan
            </p>
            <ul className="list-disc pl-5 text-muted-foreground">
              {Object.entries(fieldErrors)
                .slice(0, 6)
                .map(([field, message]) => (
                  <li key={field}>{message}</li>
                ))}
            </ul>
          </Card>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="plan-summary">
              <Figure label="Bars to buy">
                <span data-testid="plan-stock-count">{plan.stockCount}</span>
                <span className="block text-muted-foreground text-xs">
                  {plan.stockCounts
                    .map((s) => `${s.count} × ${formatLength(s.stockLength)}`)
                    .join(", ")}
                </span>
              </Figure>
              <Figure label="Yield">
                <span data-testid="plan-yield">{plan.yieldPercent.toFixed(1)}%</span>
                <span className="block text-muted-foreground text-xs">
                  pieces over metal bought
                </span>
              </Figure>
              <Figure label="Weight">
                {barsWeight !== undefined && density !== undefined
                  ? `${roundWeight(barsWeight).toFixed(1)} lb`
                  : "—"}
                <span className="block text-muted-foreground text-xs">
                  {density !== undefined
                    ? `pieces ${roundWeight(piecesWeight).toFixed(1)} lb`
                    : "loading…"}
                </span>
              </Figure>
              <Figure label="Lower bound" testId="plan-lower-bound">
                {plan.lowerBound} {plan.lowerBound === 1 ? "bar" : "bars"}
                <span className="block text-muted-foreground text-xs">
                  {plan.stockCount === plan.lowerBound
                    ? "no plan needs fewer bars"
                    : `this plan: ${plan.stockCount - plan.lowerBound} above it`}
                </span>
              </Figure>
            </dl>

            <div className="grid gap-3 sm:grid-cols-2" aria-live="polite" data-testid="plan-prices">
              <PriceCard
                title="Cut to size"
                amount={server?.cost_cut_to_size}
                detail={`${totalPieces} ${totalPieces === 1 ? "piece" : "pieces"} priced as today, $4.00 a cut`}
                updating={prices.isUpdating}
                testId="price-cut-to-size"
              />
              <PriceCard
                title="Full lengths, cut by us"
                amount={server?.cost_full_lengths}
                detail={`${plan.stockCount} whole ${plan.stockCount === 1 ? "bar" : "bars"} + ${plan.cutCount} ${plan.cutCount === 1 ? "cut" : "cuts"}; you keep ${usableDrops.length} usable ${usableDrops.length === 1 ? "drop" : "drops"}`}
                updating={prices.isUpdating}
                testId="price-full-lengths"
              />
            </div>
            {serverError ? (
              <p role="alert" className="flex items-center gap-2 text-danger text-sm">
                <AlertTriangle className="size-4" aria-hidden="true" />
                {isApiError(serverError) ? serverError.message : "Prices could not be loaded."}
                <Button variant="link" size="sm" onClick={() => void prices.refetch()}>
                  Try Again
                </Button>
              </p>
            ) : server ? (
              <p className="text-sm" data-testid="plan-savings">
                {server.savings > 0 ? (
                  <>
                    <strong className="text-success">
                      Full lengths save {usd(server.savings)}
                    </strong>{" "}
                    over cut to size, and you keep the drops.
                  </>
                ) : server.savings < 0 ? (
                  <>
                    <strong>Cut to size saves {usd(-server.savings)}.</strong> Full lengths cost
                    more but you keep {usableDrops.length} usable{" "}
                    {usableDrops.length === 1 ? "drop" : "drops"} (
                    {formatLength(usableDrops.reduce((sum, bar) => sum + bar.drop, 0))}).
                  </>
                ) : (
                  <>Both options cost the same.</>
                )}
              </p>
            ) : (
              <Skeleton className="h-5 w-64" aria-label="Loading prices" />
            )}

            <div className="flex flex-wrap gap-2" data-testid="plan-actions">
              <OptionActions
                option="full-lengths"
                name="full lengths"
                onAdd={() => material && onAddToRfq(fullLengths(), "full-lengths")}
                onBuy={() =>
                  material && request && onCheckout(fullLengths(), "full-lengths", request)
                }
              />
              <OptionActions
                option="cut-to-size"
                name="cut to size"
                addVariant="outline"
                disabled={!cutItems}
                onAdd={() => cutItems && onAddToRfq(cutItems, "cut-to-size")}
                onBuy={() => cutItems && onCheckout(cutItems, "cut-to-size")}
              />
            </div>
            {cutToSize && "reason" in cutToSize ? (
              <p className="text-muted-foreground text-xs">{cutToSize.reason}</p>
            ) : null}

            <div className="flex flex-col gap-4" data-testid="plan-bars">
              <h3 className="font-semibold">Cutting plan</h3>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
                <Legend className="bg-primary/25 ring-1 ring-primary">piece</Legend>
                <Legend className="bg-foreground">kerf</Legend>
                <Legend className="bg-success-soft ring-1 ring-success">usable drop</Legend>
                <Legend className="bg-muted ring-1 ring-muted-foreground">scrap</Legend>
              </p>
              {plan.bars.map((bar, index) => (
                <BarStrip
                  // biome-ignore lint/suspicious/noArrayIndexKey: bars have no id; order is the plan's
                  key={index}
                  bar={bar}
                  index={index}
                  scale={scale}
                  kerf={kerf.ok ? kerf.value : 0}
                />
              ))}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

/**
 * One option's two ways out of the plan: onto the RFQ (`add-{option}`), or straight to checkout as
 * an order (`buy-{option}`).
 */
function OptionActions({
  option,
  name,
  addVariant,
  disabled,
  onAdd,
  onBuy,
}: {
  option: "full-lengths" | "cut-to-size";
  /** The option in the buttons' words. */
  name: string;
  addVariant?: "outline";
  disabled?: boolean;
  onAdd: () => void;
  onBuy: () => void;
}) {
  return (
    <>
      <Button
        variant={addVariant}
        disabled={disabled}
        onClick={onAdd}
        data-testid={`add-${option}`}
      >
        <Plus aria-hidden="true" /> {`Add ${name} to RFQ`}
      </Button>
      <Button variant="secondary" disabled={disabled} onClick={onBuy} data-testid={`buy-${option}`}>
        <ShoppingCart aria-hidden="true" /> {`Buy ${name}`}
      </Button>
    </>
  );
}

function Figure({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-md border border-border bg-surface p-3" data-testid={testId}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-lg tabular-nums">{children}</dd>
    </div>
  );
}

function PriceCard({
  title,
  amount,
  detail,
  updating,
  testId,
}: {
  title: string;
  amount: number | undefined;
  detail: string;
  updating: boolean;
  testId: string;
}) {
  return (
    <Card className="flex flex-col gap-1 p-4" data-testid={testId} aria-busy={updating}>
      <p className="flex items-center justify-between gap-2 font-medium text-sm">
        {title}
        {updating ? <Badge variant="outline">updating</Badge> : null}
      </p>
      {/* A div: the loading skeleton is a div, which a <p> may not hold. */}
      <div className={cn("font-semibold text-2xl tabular-nums", updating && "opacity-60")}>
        {amount === undefined ? <Skeleton className="h-8 w-28" /> : usd(amount)}
      </div>
      <p className="text-muted-foreground text-xs">{detail}</p>
    </Card>
  );
}

function Legend({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={cn("inline-block size-3 rounded-sm", className)} aria-hidden="true" />
      {children}
    </span>
  );
}
