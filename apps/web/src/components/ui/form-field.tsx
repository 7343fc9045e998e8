import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

/**
 * A labelled input with an optional hint and its error right under it (announced as an alert). A
 * hint that says the same as the error is not repeated. Shared by every form outside checkout.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  ...input
}: ComponentProps<typeof Input> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
}) {
  const hintId = hint && hint !== error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? (
          <span className="ml-1 font-normal text-muted-foreground">(optional)</span>
        ) : null}
      </Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {hint && hint !== error ? (
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
