import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean | undefined;
  className?: string | undefined;
  /** The control, given the ids that describe it (its error, then its hint). */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * Label, control, an optional hint and the error right under it (announced as an alert). A hint
 * that says the same as the error is not repeated.
 */
function FieldShell({ id, label, hint, error, optional, className, children }: FieldShellProps) {
  const showHint = hint && hint !== error;
  const hintId = showHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? (
          <span className="ml-1 font-normal text-muted-foreground">(optional)</span>
        ) : null}
      </Label>
      {children([errorId, hintId].filter(Boolean).join(" ") || undefined)}
      {showHint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-danger text-sm" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = Omit<FieldShellProps, "children">;

/** A labelled text input; every form's fields. */
export function FormField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  ...input
}: ComponentProps<typeof Input> & FieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={className}
    >
      {(describedBy) => (
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldShell>
  );
}

/** A labelled native select, styled like Input. */
export function SelectField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  children,
  ...select
}: ComponentProps<"select"> & FieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={className}
    >
      {(describedBy) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            "flex h-10 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-2 text-base sm:text-sm",
            "text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            "aria-invalid:border-danger",
          )}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
