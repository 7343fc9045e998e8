import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * Shown when a screen throws or its chunk fails to load (e.g. after a deploy replaced the files).
 * Self-contained: it must render even if the rest of the layout is what failed.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-semibold text-xl">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be shown. Reloading usually fixes it.
      </p>
      {detail ? <p className="part-number text-muted-foreground text-xs">{detail}</p> : null}
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <a href="/">Go Home</a>
        </Button>
      </div>
    </main>
  );
}
