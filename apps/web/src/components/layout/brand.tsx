import { Link } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

/** Wordmark with the ingot glyph; links home. */
export function Brand({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn("inline-flex items-center gap-2 rounded-sm font-semibold text-base", className)}
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="6" className="fill-muted" />
        <path d="M7 21 11 11h10l4 10z" className="fill-muted-foreground" />
        <path d="M11 11h10l-1.5 4h-7z" className="fill-foreground opacity-80" />
        <path d="M7 21h18v2H7z" className="fill-primary" />
      </svg>
      <span>
        Ingot <span className="text-muted-foreground">Metals</span>
      </span>
    </Link>
  );
}
