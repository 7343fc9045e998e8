import type { ReactNode } from "react";

/** A line's number (1, 2, 3…) in a small round badge at the start of a list's row. */
export function LineNumber({ children }: { children: ReactNode }) {
  return (
    <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-muted font-medium text-xs tabular-nums">
      {children}
    </span>
  );
}
