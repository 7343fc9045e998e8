import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** How an item of a portal list is framed, and how its head lays out. */
const FRAMES = {
  /** A card of a section's paged list (an order, a quote): its head wraps. */
  card: {
    item: "rounded-lg border border-border bg-surface p-4 sm:p-5",
    head: "flex flex-wrap items-start justify-between gap-2",
  },
  /** A row of a card's list (an invitation, an order to approve, a webhook): stacked on a phone. */
  row: {
    item: "flex flex-col gap-3 rounded-md border border-border p-3",
    head: "flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between",
  },
} as const;

/**
 * One item of a portal list: its head (`summary`, what it is, beside `aside`, what sums it up or
 * acts on it), then the rest (`children`). `className` and `headClassName` add to the frame's.
 */
export function ListItem({
  frame,
  testId,
  className,
  headClassName,
  summaryClassName,
  summary,
  aside,
  children,
}: {
  frame: keyof typeof FRAMES;
  testId?: string;
  className?: string;
  headClassName?: string;
  summaryClassName?: string;
  summary: ReactNode;
  aside: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={cn(FRAMES[frame].item, className)} data-testid={testId}>
      <div className={cn(FRAMES[frame].head, headClassName)}>
        <div className={cn("min-w-0", summaryClassName)}>{summary}</div>
        {aside}
      </div>
      {children}
    </li>
  );
}
