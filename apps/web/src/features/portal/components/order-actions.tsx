import { Download, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** Reorder and, once uploaded, the material certificate: under an order in the list and in tracking. */
export function OrderActions({
  onReorder,
  reordering,
  certificateUrl,
  certificateTestId,
  children,
}: {
  /** Absent: no Reorder (a company viewer cannot order). */
  onReorder?: (() => void) | undefined;
  reordering: boolean;
  certificateUrl: string | null | undefined;
  certificateTestId?: string;
  /** Actions before Reorder (the list's Track order). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      {/* Pending, not disabled: the button keeps focus while the item is priced. */}
      {onReorder ? (
        <Button size="sm" variant="outline" onClick={onReorder} pending={reordering}>
          {reordering ? null : <RotateCcw aria-hidden="true" />}
          Reorder
        </Button>
      ) : null}
      {certificateUrl ? (
        <Button asChild size="sm" variant="ghost">
          <a href={certificateUrl} download data-testid={certificateTestId}>
            <Download aria-hidden="true" /> Material certificate
          </a>
        </Button>
      ) : null}
    </div>
  );
}
