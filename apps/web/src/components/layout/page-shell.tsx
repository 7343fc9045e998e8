import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, a titled main area and the footer: the frame of every screen but the landing page. */
export function PageShell({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <header>
          <h1 className="font-semibold text-xl tracking-tight sm:text-2xl">{title}</h1>
          {description ? (
            <p className="mt-2 max-w-2xl text-base text-muted-foreground">{description}</p>
          ) : null}
        </header>
        {children ? <div className="mt-8">{children}</div> : null}
      </main>
      <SiteFooter />
    </div>
  );
}
