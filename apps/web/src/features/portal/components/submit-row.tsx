import { CheckCircle2, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * A portal form's submit button (its icon gives way to the spinner while pending) and, beside it,
 * the announced confirmation once the work is done ("Saved", "Sent to your rep").
 */
export function SubmitRow({
  label,
  icon: Icon,
  pending,
  disabled = false,
  doneText = null,
  size,
  className = "flex flex-wrap items-center gap-3",
}: {
  label: string;
  icon: LucideIcon;
  pending: boolean;
  disabled?: boolean;
  /** Shown (and announced) while set; null (or none) hides it. */
  doneText?: string | null;
  size?: "sm" | "md";
  className?: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" size={size} pending={pending} disabled={disabled}>
        {pending ? null : <Icon aria-hidden="true" />}
        {label}
      </Button>
      <p role="status" className="flex items-center gap-1.5 text-sm text-success">
        {doneText ? (
          <>
            <CheckCircle2 className="size-4" aria-hidden="true" /> {doneText}
          </>
        ) : null}
      </p>
    </div>
  );
}
