import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/**
 * The compact sticky bar of the working screens (/rfq, /cut-list): Back to Home, the screen's
 * title, then its own figures or links and the theme toggle on the right.
 */
export function ToolHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-border border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-14 w-full max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2 px-2">
          <Link to={paths.home} aria-label="Back to Home">
            <ArrowLeft aria-hidden="true" />
            <span className="hidden sm:inline">Back</span>
          </Link>
        </Button>
        <h1 className="truncate font-semibold text-base sm:text-lg">{title}</h1>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {children}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
