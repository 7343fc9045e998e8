import type { ReactNode } from "react";

/**
 * A checkbox with its wording beside it, the whole line its label (a compliance requirement).
 * `className` and `inputClassName` lay out a line that sits elsewhere (a table cell's toggle).
 */
export function CheckboxLine({
  checked,
  onCheckedChange,
  className = "flex items-start gap-3 text-sm",
  inputClassName = "mt-0.5 size-4 accent-[var(--color-primary)]",
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  inputClassName?: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onCheckedChange(e.target.checked)}
        className={inputClassName}
      />
      {children}
    </label>
  );
}
