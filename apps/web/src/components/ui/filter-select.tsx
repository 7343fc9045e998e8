import { Label } from "@/components/ui/label";

const SELECT_CLASS =
  "h-9 rounded-md border border-input bg-surface px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring";

/**
 * A labelled filter above a list or a table (a status, the order it is sorted in): `options` are
 * [value, label] pairs, in order; `selectClassName` replaces the select's own look.
 */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  selectClassName = SELECT_CLASS,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  selectClassName?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClassName}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
