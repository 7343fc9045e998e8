import "@/lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
import { createRouter, routes } from "@/app/router";
import { paths } from "@/config/paths";
import { authViewOf } from "@/features/auth/lib/auth-view";
import { installFocusRescue } from "@/lib/focus-rescue";
import { beginHydration, nextTask } from "@/lib/hydration";
import { createQueryClient, handleUnauthorized } from "@/lib/query-client";
import { initTheme } from "@/lib/theme";
import "./index.css";

initTheme();
// Focus that loses its control moves to the nearest one still there, never to the page body.
installFocusRescue();

const router = createRouter();
const queryClient = createQueryClient();
handleUnauthorized(
  queryClient,
  { navigate: (path) => router.navigate(path), pathname: () => router.state.location.pathname },
  paths.auth,
);

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

// "/", "/auth" (sign-in view) and any unknown path arrive prerendered (dist/landing.html,
// dist/auth.html, dist/not-found.html; src/prerender.tsx), <meta name="prerendered"> naming the path rendered. Once the matched
// route's chunk is in, React hydrates that markup (keeps the DOM, attaches behaviour; hydration
// works in slices, so the page stays responsive). Every other path arrives as the empty shell and
// renders from scratch.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * What a location shows, as far as the prerendered pages go: /auth's view depends on its query
 * (sign-in, sign-up, reset, new password); the 404 page is the same for every path no screen
 * has; every other screen depends on its path alone.
 */
function screenOf(url: URL): string {
  if (url.pathname === paths.auth) return `${paths.auth}#${authViewOf(url.searchParams)}`;
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const screen = matches.at(-1)?.route;
  return screen && "path" in screen && screen.path === "*" ? "*" : url.pathname;
}

const prerenderedMeta = document.querySelector<HTMLMetaElement>('meta[name="prerendered"]');
const prerendered = prerenderedMeta?.content;
// Hydrate only markup the client would render the same way: a mismatch would be repaired with a
// console error (and a flash). The server sends auth.html only for the sign-in view; this is the
// safety net for anything between that ignores the query string (a cache, a proxy).
const hydrate =
  prerendered !== undefined &&
  rootElement.hasChildNodes() &&
  screenOf(new URL(prerendered, window.location.href)) === screenOf(new URL(window.location.href));

if (hydrate) {
  // The modules' evaluation and the first slice of hydration in tasks of their own (issue #19).
  // The page ships its merged class strings (lib/cn.ts), so hydrating it builds no class tables.
  await nextTask();
  // React hydrates as a transition, yielding every few milliseconds; the runtime that ships
  // (decision 032) hydrates in one task, so the page is cut into slices (components/hydration-slice).
  beginHydration();
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  rootElement.replaceChildren();
  prerenderedMeta?.remove();
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
}
