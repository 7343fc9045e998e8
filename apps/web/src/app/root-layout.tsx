import { Outlet, ScrollRestoration } from "react-router";
import { RouteFocus } from "./route-focus";

/**
 * Wraps every screen. Screens bring their own header (landing, portal and /rfq differ).
 * RouteFocus names each page in the document title and moves focus to it on navigation.
 */
export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Outlet />
      <ScrollRestoration />
      <RouteFocus />
    </>
  );
}
