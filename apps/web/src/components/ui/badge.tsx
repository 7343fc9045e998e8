import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * Status colours are for status only. Lead-time tiers map to fast / standard / extended
 * (green / blue / orange, spec section 9); always pair the colour with its text label.
 */
export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-sm border px-2 py-0.5 font-medium text-xs",
  {
    variants: {
      variant: {
        neutral: "border-border bg-muted text-foreground",
        outline: "border-input text-muted-foreground",
        fast: "border-transparent bg-success-soft text-success",
        standard: "border-transparent bg-info-soft text-info",
        extended: "border-transparent bg-warning-soft text-warning",
        success: "border-transparent bg-success-soft text-success",
        warning: "border-transparent bg-warning-soft text-warning",
        danger: "border-transparent bg-danger-soft text-danger",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

export interface BadgeProps extends ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}
