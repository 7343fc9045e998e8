import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A placeholder block shown while data loads. Decorative: wrap a group in an aria-busy region. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}
