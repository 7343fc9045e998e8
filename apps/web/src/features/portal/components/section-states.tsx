import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

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
