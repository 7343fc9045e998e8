import type { ReactNode } from "react";
import { Link } from "react-router";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { Brand } from "./brand";

/**
 * The top bar: brand, optional navigation, actions, theme toggle.
 * Screens pass their own nav and actions; the toggle is always there.
 */
export function SiteHeader({ nav, actions }: { nav?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Brand />
        {nav ? (
          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
            {nav}
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {actions ?? (
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.auth}>Sign In</Link>
            </Button>
          )}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
