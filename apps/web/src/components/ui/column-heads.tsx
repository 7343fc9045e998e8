import type { ReactNode } from "react";

/** A column of ColumnHeads: its label, and its cell's classes. */
export type ColumnHead = readonly [label: ReactNode, className?: string];

/** A small table's head: one row (`className`) of `<th scope="col">`, a column each, in order. */
export function ColumnHeads({
  className,
  columns,
}: {
  className: string;
  columns: readonly ColumnHead[];
}) {
  return (
    <thead>
      <tr className={className}>
        {columns.map(([label, cellClass], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of columns, never reordered
          <th key={index} scope="col" className={cellClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
