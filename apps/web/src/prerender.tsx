/**
 * Build-time render of the landing page (scripts/prerender.mjs writes it to dist/landing.html).
 * The server sends that file for "/", so the page paints from HTML and CSS before any script
 * runs; main.tsx then renders the live app over it. Only the landing page is prerendered: every
 * other path gets the empty shell (index.html), so no screen ever flashes another's content.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
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
