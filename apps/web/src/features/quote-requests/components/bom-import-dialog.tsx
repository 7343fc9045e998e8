import {
  BOM_COLUMNS_HELP,
  BOM_EXAMPLE,
  type CartItem,
  formatDimensions,
  getMaterial,
  MESSAGES,
  parseBillOfMaterials,
  type QuoteItem,
} from "@ingot/domain";
import { CheckCircle2, ClipboardPaste, FileUp, XCircle } from "lucide-react";
import { type ChangeEvent, useDeferredValue, useId, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";

/** A checked bill-of-materials row as a cart line (label for display, code for the API). */
export function toCartItem(item: QuoteItem): CartItem {
  return {
    id: crypto.randomUUID(),
    material: getMaterial(item.material)?.label ?? item.material,
    materialCode: item.material,
    shapeName: item.shape,
    productType: item.product_type,
    dimensions: { ...item.dimensions },
    quantity: item.quantity,
    dfars: item.dfars,
    ...(item.material_spec ? { materialSpec: item.material_spec } : {}),
    ...(item.description ? { description: item.description } : {}),
  };
}

const EXAMPLE = BOM_EXAMPLE;
/** What the upload offers to open: a spreadsheet's export as CSV or TSV, or plain text. */
const BOM_FILE_TYPES = ".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values";

export interface BomImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (items: CartItem[]) => void;
}

/**
 * Paste rows from a spreadsheet or upload a CSV; every row is checked with the item rules as it is
 * typed, so each row's problems show before anything is added (domain parseBillOfMaterials).
 */
export function BomImportDialog({ open, onOpenChange, onAdd }: BomImportDialogProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [fileError, setFileError] = useState<string>();
  const deferred = useDeferredValue(text);
  const result = useMemo(
    () => (deferred.trim() ? parseBillOfMaterials(deferred) : undefined),
    [deferred],
  );
  const valid = result?.items.length ?? 0;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > 200_000) {
      setFileError("That file is too large (200 KB at most).");
      return;
    }
    setFileError(undefined);
    setText(await file.text());
  };

  const add = () => {
    if (!result || valid === 0) return;
    onAdd(result.items.map(toCartItem));
    setText("");
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <div className="border-border border-b p-5 pr-12">
          <DialogTitle>Paste from spreadsheet or upload CSV</DialogTitle>
          <DialogDescription className="mt-1">{BOM_COLUMNS_HELP}</DialogDescription>
        </div>
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-5">
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <Label htmlFor={`${id}-text`}>Rows</Label>
              <div className="flex gap-2">
                <Button variant="ghost" size="sm" onClick={() => setText(EXAMPLE)}>
                  <ClipboardPaste aria-hidden="true" /> Example
                </Button>
                <Button variant="outline" size="sm" asChild>
                  <label htmlFor={`${id}-file`} className="cursor-pointer">
                    <FileUp aria-hidden="true" /> Upload CSV
                  </label>
                </Button>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept={BOM_FILE_TYPES}
                  className="sr-only"
                  onChange={(e) => void readFile(e)}
                  data-testid="bom-file"
                />
              </div>
            </div>
            <textarea
              id={`${id}-text`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={6}
              spellCheck={false}
              placeholder={EXAMPLE}
              className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm tabular-nums placeholder:text-muted-foreground/70 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
              data-testid="bom-text"
            />
            <FieldError alert>{fileError}</FieldError>
          </div>

          {result?.error ? (
            <p role="alert" className="text-danger text-sm">
              {result.error}
            </p>
          ) : result ? (
            <section aria-label="Checked rows" aria-live="polite">
              <p className="mb-2 text-sm">
                <span className="font-medium tabular-nums">{valid}</span> ready
                {result.invalidRows > 0 ? (
                  <>
                    {" · "}
                    <span className="font-medium text-danger tabular-nums">
                      {result.invalidRows}
                    </span>{" "}
                    with problems
                  </>
                ) : null}
                {result.hasHeader ? (
                  <span className="text-muted-foreground"> · header row read</span>
                ) : null}
              </p>
              <ul className="flex flex-col gap-1.5" data-testid="bom-rows">
                {result.rows.map((row) => (
                  <li
                    key={row.row}
                    className="flex items-start gap-2 rounded-md border border-border p-2 text-sm"
                    data-testid="bom-row"
                    data-valid={row.item ? "true" : "false"}
                  >
                    {row.item ? (
                      <CheckCircle2
                        className="mt-0.5 size-4 shrink-0 text-success"
                        aria-hidden="true"
                      />
                    ) : (
                      <XCircle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
                    )}
                    <div className="min-w-0">
                      <p className="font-medium">{MESSAGES.bom.row(row.row)}</p>
                      {row.item ? (
                        <p className="text-muted-foreground tabular-nums">
                          {getMaterial(row.item.material)?.label}{" "}
                          {row.item.shape === row.item.product_type
                            ? row.item.shape
                            : `${row.item.shape} ${row.item.product_type}`}{" "}
                          · {formatDimensions(row.item.dimensions, { lengthUnit: "ft" })} ·{" "}
                          {row.item.quantity} pcs
                        </p>
                      ) : (
                        <ul className="text-danger">
                          {row.errors.map((error) => (
                            <li key={`${error.field}-${error.message}`}>
                              {error.field !== "row" ? (
                                <Badge variant="danger" className="mr-1.5">
                                  {error.field.replace("_", " ")}
                                </Badge>
                              ) : null}
                              {error.message}
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 border-border border-t p-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={add} disabled={valid === 0} data-testid="bom-add">
            {valid === 0
              ? "No rows ready"
              : `Add ${valid} ${valid === 1 ? "row" : "rows"}${
                  result && result.invalidRows > 0 ? ` (skip ${result.invalidRows})` : ""
                }`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
