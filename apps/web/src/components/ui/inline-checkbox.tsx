import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A checkbox and its short wording (a stock length, DFARS) side by side on one line, the pair
 * its label: the input takes the props, `className` adds to the label's. CheckboxLine is the one
 * for a sentence.
 */
export function InlineCheckbox({
  className,
  children,
  ...input
}: Omit<ComponentProps<"input">, "type"> & { children: ReactNode }) {
  return (
    <label className={cn("flex items-center gap-2 text-sm", className)}>
      <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...input} />
      {children}
    </label>
  );
}
