import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * What could not be loaded (announced as an alert), an optional line more, and Try Again, which
 * asks the server again (`onRetry`). `className` frames it (a border, padding, the text size).
 */
export function LoadFailedAlert({
  title,
  detail,
  onRetry,
  className,
}: {
  title: ReactNode;
  detail?: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn("flex flex-col items-start gap-2", className)}>
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle className="size-4 text-danger" aria-hidden="true" />
        {title}
      </p>
      {detail ? <p className="text-muted-foreground">{detail}</p> : null}
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" /> Try Again
      </Button>
    </div>
  );
}
