import { type AdminMaterial, dollarsToCents, formatUsd } from "@ingot/domain";
import { Plus, Trash2 } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { type ColumnHead, ColumnHeads } from "@/components/ui/column-heads";
import { Input } from "@/components/ui/input";
import { isApiError } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format-dates";
import { toast } from "@/lib/toast";
import { useUpdateMaterial } from "../api/update-material";

interface BreakDraft {
  key: number;
  min_quantity: string;
  discount_percent: string;
}

/**
 * A break's two figures, a cell each: their inputs' limits and names (after "Break n of
 * <material>:"). The first is also described by the editor's help.
 */
const BREAK_INPUTS = [
  { name: "min_quantity", label: "from pieces", inputMode: "numeric", min: 1, max: 500, step: 1 },
  {
    name: "discount_percent",
    label: "discount percent",
    inputMode: "decimal",
    min: 0,
    max: 90,
    step: 0.5,
  },
] as const;

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
/** Today's date in the browser, YYYY-MM-DD (the server checks against the facility's). */

/**
 * A material's quantity breaks and metal surcharge (issue #22): edit the breaks (they must rise in
 * pieces and discount; the server's field messages show beside the row), add a surcharge from a
 * date (today or later; the history is kept, newest first, and never rewritten).
 */
export function MaterialPricingEditor({ material }: { material: AdminMaterial }) {
  return (
    <details
      className="rounded-md border border-border bg-surface"
      data-testid={`pricing-${material.code}`}
    >
      <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
        <span className="font-medium">{material.name}</span>
        <span className="text-muted-foreground text-xs tabular-nums">
          {material.price_breaks
            .map((b) => `${b.min_quantity}+: ${b.discount_percent}%`)
            .join(" · ")}
          {" · "}surcharge {usd(material.surcharge_per_lb)}/lb
        </span>
      </summary>
      <div className="grid gap-6 border-border border-t p-3 md:grid-cols-2">
        <BreaksForm material={material} />
        <SurchargeForm material={material} />
      </div>
    </details>
  );
}

function BreaksForm({ material }: { material: AdminMaterial }) {
  const update = useUpdateMaterial();
  const id = useId();
  const [nextKey, setNextKey] = useState(material.price_breaks.length);
  const [rows, setRows] = useState<BreakDraft[]>(() =>
    material.price_breaks.map((b, key) => ({
      key,
      min_quantity: String(b.min_quantity),
      discount_percent: String(b.discount_percent),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: number, patch: Partial<BreakDraft>) =>
    setRows((prev) => prev.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  async function save() {
    setErrors({});
    try {
      await update.mutateAsync({
        code: material.code,
        price_breaks: rows.map((row) => ({
          min_quantity: Number(row.min_quantity),
          discount_percent: Number(row.discount_percent),
        })),
      });
      toast.success(`${material.name}: quantity breaks saved`);
    } catch (error) {
      if (isApiError(error)) {
        setErrors(
          Object.fromEntries(
            error.errors.map((e) => [e.field.replace(/^price_breaks\.?/, "") || "list", e.message]),
          ),
        );
      }
      toast.error("Error", { description: isApiError(error) ? error.message : "Save failed." });
    }
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">Quantity breaks</legend>
      <p className="text-muted-foreground text-xs" id={`${id}-help`}>
        From a number of pieces, a percent off the metal (never the cut charges). The first starts
        at 1 piece; each must start higher and take more off than the one before.
      </p>
      <table className="w-auto self-start text-sm">
        <ColumnHeads
          className="text-muted-foreground text-xs"
          columns={[
            ["From pieces", "text-left font-normal"],
            ["Discount %", "text-left font-normal"],
            [
              <span key="remove" className="sr-only">
                Remove
              </span>,
            ],
          ]}
        />
        <tbody>
          {rows.map((row, index) => {
            return (
              <tr key={row.key} className="align-top">
                {BREAK_INPUTS.map(({ name, label, ...limits }, column) => {
                  const error = errors[`${index}.${name}`];
                  const errorId = `${id}-${name}-${row.key}`;
                  return (
                    <td key={name} className="py-1 pr-2">
                      <Input
                        type="number"
                        {...limits}
                        aria-label={`Break ${index + 1} of ${material.name}: ${label}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : column === 0 ? `${id}-help` : undefined}
                        value={row[name]}
                        onChange={(e) => set(row.key, { [name]: e.target.value })}
                        className="h-8 w-24 text-right"
                      />
                      {error ? (
                        <span id={errorId} className="block text-danger text-xs">
                          {error}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
                <td className="py-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove break ${index + 1} of ${material.name}`}
                    disabled={rows.length <= 1}
                    onClick={() => setRows((prev) => prev.filter((r) => r.key !== row.key))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {errors.list ? <p className="text-danger text-xs">{errors.list}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={rows.length >= 10}
          onClick={() => {
            setRows((prev) => [...prev, { key: nextKey, min_quantity: "", discount_percent: "" }]);
            setNextKey((k) => k + 1);
          }}
        >
          <Plus aria-hidden="true" /> Add break
        </Button>
        <Button size="sm" pending={update.isPending} onClick={() => void save()}>
          Save breaks
        </Button>
      </div>
    </fieldset>
  );
}

/** A surcharge's first day, its rate, and when and by whom it was entered. */
const SURCHARGE_HISTORY_COLUMNS: readonly ColumnHead[] = [
  ["From", "text-left font-normal"],
  ["$/lb", "text-right font-normal"],
  ["Entered", "pl-3 text-left font-normal"],
];

function SurchargeForm({ material }: { material: AdminMaterial }) {
  const update = useUpdateMaterial();
  const id = useId();
  const [perLb, setPerLb] = useState("");
  // The facility's today on the server's clock: the browser's own date may already be tomorrow
  // (a UTC evening is Detroit's afternoon), which would not be in force yet.
  const [from, setFrom] = useState(material.surcharge_earliest_from);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function add() {
    setErrors({});
    try {
      await update.mutateAsync({
        code: material.code,
        surcharge_per_lb: Number(perLb),
        effective_from: from,
      });
      setPerLb("");
      toast.success(`${material.name}: surcharge of ${usd(Number(perLb))}/lb from ${from} added`);
    } catch (error) {
      if (isApiError(error)) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
      }
      toast.error("Error", { description: isApiError(error) ? error.message : "Save failed." });
    }
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">Metal surcharge</legend>
      <p className="text-muted-foreground text-xs">
        In force today: <span className="tabular-nums">{usd(material.surcharge_per_lb)}/lb</span>. A
        new surcharge starts today or later; quotes already made keep theirs.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <SurchargeInput
          id={`${id}-rate`}
          label="$ per lb"
          error={errors.surcharge_per_lb}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={perLb}
          onChange={(e) => setPerLb(e.target.value)}
          className="h-8 w-28 text-right"
        />
        <SurchargeInput
          id={`${id}-from`}
          label="Effective from"
          error={errors.effective_from}
          type="date"
          min={material.surcharge_earliest_from}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className="h-8 w-40"
        />
        <Button
          size="sm"
          disabled={perLb.trim() === ""}
          pending={update.isPending}
          onClick={() => void add()}
        >
          Add surcharge
        </Button>
      </div>
      {(
        [
          [`${id}-rate`, errors.surcharge_per_lb],
          [`${id}-from`, errors.effective_from],
        ] as const
      ).map(([inputId, error]) =>
        error ? (
          <p key={inputId} id={`${inputId}-error`} className="text-danger text-xs">
            {error}
          </p>
        ) : null,
      )}
      {material.surcharge_history.length > 0 ? (
        <table className="mt-1 text-xs" data-testid={`surcharge-history-${material.code}`}>
          <caption className="text-left text-muted-foreground">History</caption>
          <ColumnHeads className="text-muted-foreground" columns={SURCHARGE_HISTORY_COLUMNS} />
          <tbody>
            {material.surcharge_history.map((entry) => (
              <tr
                key={`${entry.effective_from}-${entry.created_at}`}
                className={entry.in_force ? "font-semibold" : undefined}
              >
                <td className="py-0.5">
                  {formatDate(`${entry.effective_from}T12:00:00`)}
                  {entry.in_force ? " (in force)" : ""}
                </td>
                <td className="py-0.5 text-right tabular-nums">{usd(entry.surcharge_per_lb)}</td>
                <td className="py-0.5 pl-3 text-muted-foreground">
                  {formatDateTime(entry.created_at)}
                  {entry.created_by ? ` by ${entry.created_by.name || entry.created_by.email}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-muted-foreground text-xs">No surcharge entered yet.</p>
      )}
    </fieldset>
  );
}

/** A surcharge input under its small label; its error (`<id>-error`) shows under the row. */
function SurchargeInput({
  id,
  label,
  error,
  ...input
}: ComponentProps<typeof Input> & { id: string; label: string; error: string | undefined }) {
  return (
    <label className="flex flex-col gap-1 text-xs" htmlFor={id}>
      <span className="text-muted-foreground">{label}</span>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </label>
  );
}
