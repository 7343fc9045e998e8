/**
 * Build-time render of a screen: "/" and "/auth" (scripts/prerender.mjs writes dist/landing.html
 * and dist/auth.html). The server sends each for its own path (/auth only for the sign-in view),
 * so the page paints from HTML and CSS before any script runs; main.tsx then hydrates it. Every
 * other path gets the empty shell (index.html), so no screen ever flashes another's content.
 * The render is a signed-out visitor's first sight: no session yet, the default (dark) theme,
 * browser-only parts left for after hydration.
 */
import type { Me } from "@ingot/domain";
import type { QueryClient } from "@tanstack/react-query";
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
import { type MergedClasses, recordMergedClasses } from "@/lib/cn";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";

export { MERGED_CLASSES_ID } from "@/lib/cn";

/**
 * The screen's markup, and the class strings its render merged (lib/cn.ts): the page ships them,
 * so the browser hydrates it without building tailwind-merge's tables. The markup is a visitor's
 * first sight, before /v2/me has answered; the screen is rendered a second time as it looks once
 * it has (signed out), for its class strings alone.
 */
export async function render(path: string): Promise<{ markup: string; classes: MergedClasses }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route redirected`);
  const screen = (queryClient?: QueryClient) => {
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <StrictMode>
        <AppProviders {...(queryClient ? { queryClient } : {})}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  };
  const [markup, classes] = recordMergedClasses(() => {
    const firstSight = screen();
    screen(signedOut());
    return firstSight;
  });
  return { markup, classes };
}

/** A query client whose /v2/me has answered: nobody is signed in. */
function signedOut(): QueryClient {
  const queryClient = createQueryClient();
  const me: Me = { user: null, session: null, profile: null, tax_exemption_status: null };
  queryClient.setQueryData(queryKeys.me, me);
  return queryClient;
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
