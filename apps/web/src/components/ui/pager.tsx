import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

/**
 * Previous / "Page N of M" / Next for a paged list; nothing when everything fits on one page.
 * `label` names the navigation for screen readers ("Order pages"); `detail` follows the page count
 * (e.g. "· 42 orders").
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
  detail,
  className,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  detail?: ReactNode;
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={cn("flex items-center justify-end gap-2", className)} aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <span className="text-muted-foreground text-sm tabular-nums">
        Page {page} of {pages}
        {detail ? <> {detail}</> : null}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
