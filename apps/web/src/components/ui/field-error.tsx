import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * What is wrong with a field (or a group of them), in red under it; nothing while there is no
 * message. `id` is for the field's aria-describedby, `alert` announces it as it appears, and
 * `className` adds to it (`text-xs` under a compact field). FormField shows its own.
 */
export function FieldError({
  id,
  alert = false,
  className = "text-sm",
  children,
}: {
  id?: string;
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (children === undefined || children === null || children === "" || children === false)
    return null;
  return (
    <p id={id} role={alert ? "alert" : undefined} className={cn("text-danger", className)}>
      {children}
    </p>
  );
}
