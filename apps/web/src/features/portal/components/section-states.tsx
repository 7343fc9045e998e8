import { MESSAGES, type PortalSection } from "@ingot/domain";
import { AlertTriangle, RotateCw } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { SECTION_TITLES } from "../lib/sections";

/** The heading of a portal section; the section's region is labelled by it. */
export function SectionHeader({
  id,
  title,
  description,
  actions,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 id={id} className="font-semibold text-xl tracking-tight outline-none" tabIndex={-1}>
          {title}
        </h2>
        {description ? <p className="mt-1 text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/**
 * A portal section: the region labelled by its header (`portal-{section}`), titled with the
 * section's name unless `title` says otherwise, then its content.
 */
export function SectionFrame({
  section,
  title = SECTION_TITLES[section],
  description,
  actions,
  children,
}: {
  section: PortalSection;
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = `portal-${section}`;
  return (
    <section aria-labelledby={id}>
      <SectionHeader id={id} title={title} description={description} actions={actions} />
      {children}
    </section>
  );
}

/** Skeleton blocks while a section loads. */
export function SectionLoading({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <div aria-busy="true" aria-live="polite" className={cn("flex flex-col gap-3", className)}>
      <span className="sr-only">Loading…</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}

/** A load failure in the spec's words, with a retry. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-danger/40 bg-danger-soft/30 p-4"
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" /> Try Again
      </Button>
    </div>
  );
}

/** Nothing to show yet, and what to do about it. */
export function SectionEmpty({
  icon,
  title,
  children,
  actions,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-border border-dashed px-4 py-12 text-center"
      data-testid={testId}
    >
      <span className="text-muted-foreground [&_svg]:size-10" aria-hidden="true">
        {icon}
      </span>
      <p className="font-semibold text-lg">{title}</p>
      {children ? <div className="max-w-sm text-muted-foreground text-sm">{children}</div> : null}
      {actions ? <div className="flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** A label/value pair of figures; values use tabular numbers. */
export function Figure({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-0.5", className)}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium text-sm tabular-nums">{children}</dd>
    </div>
  );
}

/** What QueryView needs of a query: TanStack's result narrows `data` once pending and error are ruled out. */
type ViewedQuery<T> =
  | { isPending: true; isError: false; data: undefined; refetch: () => unknown }
  | { isPending: false; isError: true; data: T | undefined; refetch: () => unknown }
  | { isPending: false; isError: false; data: T; refetch: () => unknown };

/**
 * A block fed by one query: `rows` skeletons (`skeleton` sizes them) while it is pending, its
 * failure in `failed` words with a retry, else what `children` makes of its data.
 */
export function QueryView<T>({
  query,
  failed,
  rows = 1,
  skeleton,
  children,
}: {
  query: ViewedQuery<T>;
  failed: string;
  rows?: number;
  skeleton: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SectionLoading rows={rows} className={skeleton} />;
  if (query.isError) return <SectionError message={failed} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/**
 * A QueryView whose data is a list: `empty` (muted) when it has no item, else a labelled list
 * of what `children` makes of each item, keyed.
 */
export function QueryList<T, I>({
  items,
  empty,
  emptyTestId,
  label,
  children,
  ...view
}: Omit<ComponentProps<typeof QueryView<T>>, "children"> & {
  items: (data: T) => readonly I[];
  empty: string;
  emptyTestId?: string;
  label: string;
  children: (item: I) => ReactNode;
}) {
  return (
    <QueryView {...view}>
      {(data) => {
        const list = items(data);
        return list.length === 0 ? (
          <p className="text-muted-foreground text-sm" data-testid={emptyTestId}>
            {empty}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={label}>
            {list.map((item) => children(item))}
          </ul>
        );
      }}
    </QueryView>
  );
}

/** What a list of order or quote cards says when it cannot load, and how tall a card's skeleton is. */
const CARD_LISTS = {
  orders: { failed: MESSAGES.portal.ordersLoadFailed, skeleton: "[&>div]:h-56" },
  quotes: { failed: MESSAGES.portal.quotesLoadFailed, skeleton: "[&>div]:h-40" },
} as const;

type CardListKind = keyof typeof CARD_LISTS;

/** A page of a list endpoint's reply: its `orders` or `quotes`, and how many pages there are. */
type CardPage<K extends CardListKind, I> = { [key in K]: readonly I[] } & {
  pagination: { total_pages: number };
};

/**
 * A paged list of order or quote cards as its query stands: `rows` skeleton cards until its first
 * page, the failure with a retry when there is no page to show, `empty` for an empty list, else a
 * card an item (busy while the next page loads) and the pager under them.
 */
export function CardList<K extends CardListKind, I>({
  kind,
  query,
  rows,
  pager,
  empty,
  children,
}: {
  kind: K;
  query: {
    data: CardPage<K, I> | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  rows: number;
  pager: Omit<ComponentProps<typeof Pager>, "pages">;
  empty: ReactNode;
  /** One item's card, keyed. */
  children: (item: I) => ReactNode;
}) {
  const { failed, skeleton } = CARD_LISTS[kind];
  const data = query.data;
  if (data === undefined) {
    if (query.isError)
      return <SectionError message={failed} onRetry={() => void query.refetch()} />;
    return <SectionLoading rows={rows} className={skeleton} />;
  }
  const items: readonly I[] = data[kind];
  if (items.length === 0) return empty;
  return (
    <>
      <ul className="flex flex-col gap-4" aria-busy={query.isFetching}>
        {items.map((item) => children(item))}
      </ul>
      <Pager {...pager} pages={data.pagination.total_pages} />
    </>
  );
}
