import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TextArea } from "@/components/ui/text-area";
import { cn } from "@/lib/cn";

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean | undefined;
  className?: string | undefined;
}

/** What the shell hands its control: its id, and whether and by what it is described. */
interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * Label, control, an optional hint and the error right under it (announced as an alert). A hint
 * that says the same as the error is not repeated.
 */
function FieldShell({
  field,
  children,
}: {
  field: FieldProps;
  children: (control: ControlProps) => ReactNode;
}) {
  const { id, hint, error } = field;
  const showHint = hint && hint !== error;
  const hintId = showHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", field.className)}>
      <Label htmlFor={id}>
        {field.label}
        {field.optional ? (
          <span className="ml-1 font-normal text-muted-foreground">(optional)</span>
        ) : null}
      </Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        // The error first, then the hint.
        "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
      })}
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

/** The shell's props apart from the control's own. */
function splitField<P extends FieldProps>({
  id,
  label,
  hint,
  error,
  optional,
  className,
  ...control
}: P) {
  return [{ id, label, hint, error, optional, className }, control] as const;
}

/** A labelled text input; every form's fields. */
export function FormField(props: ComponentProps<typeof Input> & FieldProps) {
  const [field, input] = splitField(props);
  return <FieldShell field={field}>{(control) => <Input {...control} {...input} />}</FieldShell>;
}

/** A labelled multi-line text field. */
export function TextAreaField(props: ComponentProps<typeof TextArea> & FieldProps) {
  const [field, textarea] = splitField(props);
  return (
    <FieldShell field={field}>{(control) => <TextArea {...control} {...textarea} />}</FieldShell>
  );
}

/** A labelled native select, styled like Input. */
export function SelectField(props: ComponentProps<"select"> & FieldProps) {
  const [field, { children, ...select }] = splitField(props);
  return (
    <FieldShell field={field}>
      {(control) => (
        <select
          {...control}
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
