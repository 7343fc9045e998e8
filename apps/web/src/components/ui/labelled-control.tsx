import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

/**
 * A form control (`children`, whose id is `htmlFor`) under its label. A `note` follows the
 * label's words in plain muted text: "(optional)", or the unit, "(in)". For a text input with a
 * hint and an error, FormField (form-field.tsx) does it all.
 */
export function LabelledControl({
  htmlFor,
  label,
  note,
  className,
  labelClassName,
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  note?: ReactNode;
  /** The column's classes, after `flex flex-col gap-1.5`. */
  className?: string | undefined;
  labelClassName?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={htmlFor} className={labelClassName}>
        {label}
        {note ? (
          <>
            {" "}
            <span className="font-normal text-muted-foreground">{note}</span>
          </>
        ) : null}
      </Label>
      {children}
    </div>
  );
}
