import { type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";
import { useScrollsSideways } from "@/lib/use-scrolls-sideways";

/**
 * A table that scrolls sideways on a phone rather than squash (visual.md). While it scrolls, its
 * frame is a named region in the Tab order so a keyboard can scroll it; one that fits adds no Tab
 * stop. The admin's AdminTable is this one in the admin's look.
 */
export function ScrollTable({
  caption,
  minWidth,
  className,
  tableClassName,
  children,
}: {
  caption: string;
  /** e.g. "40rem": below it, the table scrolls. */
  minWidth: string;
  /** the frame's classes */
  className?: string | undefined;
  tableClassName?: string;
  /** The table's thead and tbody. */
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(frame);
  return (
    <div
      ref={frame}
      {...(scrolls ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}
      className={cn(
        // relative: the sr-only labels inside stay inside the scrolling frame.
        "relative overflow-x-auto rounded-md border border-border",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <table className={cn("w-full border-collapse text-sm", tableClassName)} style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** The head and body cells of a ScrollTable. */
export const scrollTableTh =
  "whitespace-nowrap border-border border-b bg-muted/40 px-3 py-2 text-left font-medium text-muted-foreground text-xs uppercase tracking-wide";
export const scrollTableTd = "border-border border-b px-3 py-2 align-top";

/** A ScrollTable's head row: a column a label, then (with `actions`) one named for screen readers. */
export function ScrollTableHead({
  columns,
  actions = false,
}: {
  columns: readonly string[];
  actions?: boolean;
}) {
  return (
    <thead>
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col" className={scrollTableTh}>
            {label}
          </th>
        ))}
        {actions ? (
          <th scope="col" className={scrollTableTh}>
            <span className="sr-only">Actions</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
