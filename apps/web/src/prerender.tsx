/**
 * Build-time render of a screen: "/" and "/auth" (scripts/prerender.mjs writes dist/landing.html
 * and dist/auth.html). The server sends each for its own path (/auth only for the sign-in view),
 * so the page paints from HTML and CSS before any script runs; main.tsx then hydrates it. Every
 * other path gets the empty shell (index.html), so no screen ever flashes another's content.
 * The render is a signed-out visitor's first sight: no session yet, the default (dark) theme,
 * browser-only parts left for after hydration.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from "react-router";
import { AppProviders } from "@/app/providers";
import { documentTitleOf, routeHandleOf } from "@/app/route-focus";
import { routes } from "@/app/router";

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route redirected`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The path patterns the app's router shows a screen for (every route but "*"), written into
 * dist/app-paths.json: the server sends the prerendered 404 page, with a 404 status, for a path
 * that matches none of them (apps/server/src/plugins/web.ts).
 */
export function appPaths(): string[] {
  return routes
    .flatMap((route) => route.children)
    .map((route) => route.path)
    .filter((path) => path !== "*");
}

/** The document title the client sets for a path (app/route-focus.tsx), for the page's <title>. */
export function titleOf(path: string): string {
  const url = new URL(path, "http://localhost");
  const matches = (matchRoutes(routes, url.pathname) ?? []).map((match) => ({
    handle: (match.route as { handle?: unknown }).handle,
  }));
  return documentTitleOf(routeHandleOf(matches), url);
}
