import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A checkbox and its short wording (a stock length, DFARS) side by side on one line, the pair
 * its label. `className` adds to the label's (CheckboxLine is the one for a sentence).
 */
export function InlineCheckbox({
  checked,
  onCheckedChange,
  className,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={cn("flex items-center gap-2 text-sm", className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onCheckedChange(e.target.checked)}
        className="size-4 accent-[var(--color-primary)]"
      />
      {children}
    </label>
  );
}
