import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-dates";

/**
 * A quote request's muted line in a list of them: its number, a dot, the day it was made;
 * `children` carry on the line (each after its own dot). `className` lays the line out and
 * `numberClassName` adds to the number's.
 */
export function RequestStamp({
  number,
  createdAt,
  className,
  numberClassName,
  children,
}: {
  number: string;
  createdAt: string;
  className: string;
  numberClassName?: string;
  children?: ReactNode;
}) {
  return (
    <p className={className}>
      <span className={cn("font-mono text-xs", numberClassName)}>{number}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt} className="tabular-nums">
        {formatDate(createdAt)}
      </time>
      {children}
    </p>
  );
}
