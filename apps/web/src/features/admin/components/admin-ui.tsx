import { type FulfilmentStatusValue, ORDER_STATUS_LABELS } from "@ingot/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ComponentProps, type ReactNode, useId } from "react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { FilterSelect } from "@/components/ui/filter-select";
import { Input } from "@/components/ui/input";
import { LabelledControl } from "@/components/ui/labelled-control";
import { ScrollTable } from "@/components/ui/scroll-table";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** Small building blocks of the admin screen: tables that scroll sideways, badges. */

type Variant = NonNullable<BadgeProps["variant"]>;

const ORDER_VARIANT: Record<FulfilmentStatusValue, Variant> = {
  pending: "warning",
  in_production: "standard",
  shipped: "success",
  ready_for_pickup: "success",
  completed: "neutral",
  cancelled: "danger",
};

export function FulfilmentBadge({ status }: { status: FulfilmentStatusValue }) {
  return <Badge variant={ORDER_VARIANT[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

const PAYMENT_VARIANT: Record<string, Variant> = {
  paid: "success",
  pending: "outline",
  failed: "danger",
  expired: "neutral",
  // On account (issue #16): invoiced goes into production like paid; pending waits for an owner.
  invoiced: "success",
  pending_approval: "warning",
};

export function PaymentBadge({ status }: { status: string }) {
  return (
    <Badge variant={PAYMENT_VARIANT[status] ?? "neutral"} className="capitalize">
      {status.replaceAll("_", " ")}
    </Badge>
  );
}

/**
 * The admin's ScrollTable: in a card, its figures in tabular numerals.
 */
export function AdminTable({
  caption,
  children,
  minWidth = "48rem",
  className,
}: {
  caption: string;
  children: ReactNode;
  minWidth?: string;
  className?: string;
}) {
  return (
    <ScrollTable
      caption={caption}
      minWidth={minWidth}
      className={cn("rounded-lg bg-surface", className)}
      tableClassName="tabular-nums"
    >
      {children}
    </ScrollTable>
  );
}

/**
 * A column kept in view at the table's right edge while the rest scrolls sideways (issue #18: the
 * orders table's actions were pushed off-screen at 1366 px). Opaque, with a rule on its left.
 */
const STICKY_END = "sticky right-0 z-[1] shadow-[inset_1px_0_0_var(--border)]";

export function Th({ className, sticky, ...props }: ComponentProps<"th"> & { sticky?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        "whitespace-nowrap border-border border-b px-3 py-2 text-left font-medium text-muted-foreground text-xs uppercase tracking-wide",
        // The header's tint, opaque so a sticky cell hides what scrolls under it.
        "bg-[color-mix(in_oklab,var(--muted)_60%,var(--surface))]",
        sticky && STICKY_END,
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, sticky, ...props }: ComponentProps<"td"> & { sticky?: boolean }) {
  return (
    <td
      className={cn(
        "border-border border-b px-3 py-2 align-top",
        sticky && cn(STICKY_END, "bg-surface"),
        className,
      )}
      {...props}
    />
  );
}

/** A cell naming something (a customer, a material), and under it in small print its details. */
export function NameCell({
  name,
  detail,
  mono,
  children,
}: {
  name: ReactNode;
  /** Shown joined by ` · `. */
  detail: readonly [string, string];
  /** The details in a monospace face (codes). */
  mono?: boolean;
  children?: ReactNode;
}) {
  return (
    <Td>
      <div className="font-medium">{name}</div>
      <div className={cn(mono && "font-mono", "text-muted-foreground text-xs")}>
        {detail.join(" · ")}
      </div>
      {children}
    </Td>
  );
}

/** Rows that arrived live get a soft accent that fades (motion-safe only). */
export function rowClass(fresh: boolean): string {
  return cn(
    "transition-colors duration-1000 last:[&>td]:border-b-0 hover:bg-muted/40",
    fresh && "bg-primary/10 motion-safe:animate-[ingot-fade-in_400ms_ease-out]",
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-6 text-center text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}

/** A column head: its text, or `{ label, className, hidden }` (hidden: read by screen readers only). */
export type AdminColumn = string | { label: string; className?: string; hidden?: boolean };

/**
 * An admin list as a table: the heads, then a row per item, or one row saying `empty` that spans
 * every column (its span follows the heads, so the two cannot drift apart).
 */
interface AdminDataTableProps<T> {
  caption: string;
  minWidth?: string;
  columns: readonly AdminColumn[];
  rows: readonly T[];
  empty: ReactNode;
  /** One item's `<tr>` (or fragment of rows), keyed. */
  children: (row: T) => ReactNode;
}

export function AdminDataTable<T>({
  caption,
  minWidth,
  columns,
  rows,
  empty,
  children,
}: AdminDataTableProps<T>) {
  return (
    <AdminTable caption={caption} {...(minWidth ? { minWidth } : {})}>
      <thead>
        <tr>
          {columns.map((column) => {
            const { label, className, hidden } =
              typeof column === "string" ? { label: column } : column;
            return (
              <Th key={label} className={className}>
                {hidden ? <span className="sr-only">{label}</span> : label}
              </Th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={columns.length}>{empty}</EmptyRow>
        ) : (
          rows.map((row) => children(row))
        )}
      </tbody>
    </AdminTable>
  );
}

/**
 * The AdminDataTable of what `query` loads (its `rows`), the skeleton while it loads and the
 * error if it fails (QueryView).
 */
export function AdminQueryTable<D, T>({
  query,
  skeleton,
  rows,
  ...table
}: Omit<AdminDataTableProps<T>, "rows"> & {
  query: UseQueryResult<D>;
  skeleton?: string;
  rows: (data: D) => readonly T[];
}) {
  return (
    <QueryView query={query} {...(skeleton ? { skeleton } : {})}>
      {(data) => <AdminDataTable {...table} rows={rows(data)} />}
    </QueryView>
  );
}

/** A labelled control of an admin form or filter bar (`children`, whose id is `id`) and its error. */
export function AdminField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <LabelledControl htmlFor={id} label={label} className={className}>
      {children}
      {error ? <span className="text-danger text-xs">{error}</span> : null}
    </LabelledControl>
  );
}

/**
 * An AdminField whose control is a text Input: its id and its error are said once, for the label
 * and the input (marked invalid while `error` is set). `children` follow the input (a datalist);
 * `fieldClassName` is the field's classes, `className` the input's.
 */
export function AdminInputField({
  id,
  label,
  error,
  fieldClassName,
  children,
  ...input
}: ComponentProps<typeof Input> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  fieldClassName?: string;
}) {
  return (
    <AdminField id={id} label={label} error={error} className={fieldClassName}>
      <Input id={id} {...input} aria-invalid={error ? true : undefined} />
      {children}
    </AdminField>
  );
}

export { FilterSelect };

/** The Status filter above a status-filtered list, and what else stands beside it. */
export function StatusFilterBar<T extends string>({
  children,
  ...select
}: Pick<Parameters<typeof FilterSelect<T>>[0], "value" | "options" | "onChange"> & {
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-end gap-3">
      <FilterSelect id={`${id}-status`} label="Status" {...select} />
      {children}
    </div>
  );
}

export function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-2 flex items-end justify-between gap-3">
      <h2 className="font-semibold text-base">{children}</h2>
      {action}
    </div>
  );
}

/** A query's three states in a panel: a skeleton while it loads, its error, or its data. */
export function QueryView<T>({
  query,
  skeleton = "h-64",
  children,
}: {
  query: UseQueryResult<T>;
  /** The skeleton's height class. */
  skeleton?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className={skeleton} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {query.error.message}
      </p>
    );
  }
  return children(query.data);
}
