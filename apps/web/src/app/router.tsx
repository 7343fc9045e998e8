import { createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { AUTH_TITLES, authViewOf } from "@/features/auth/lib/auth-view";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import type { RouteHandle } from "./route-focus";

/**
 * Every route of spec section 2. Each screen is its own chunk, loaded on first visit through the
 * route's `lazy`; a route module exports `Component` (and may add `loader`, `ErrorBoundary`...).
 * Each route's `handle` (RouteHandle, read by RootLayout's RouteFocus) names the page for the
 * document title and says where focus goes when a navigation arrives: the main heading, or the
 * first field of a page that is a form.
 *
 * `screen` declares one: its path, its handle (or just its title), and its route module.
 */
const screen = (
  path: string,
  handle: RouteHandle | string,
  lazy: NonNullable<RouteObject["lazy"]>,
) => ({ path, handle: typeof handle === "string" ? { title: handle } : handle, lazy });

export const routes = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      screen(paths.home, { title: undefined }, () => import("./routes/landing")),
      screen(
        paths.auth,
        {
          title: ({ search }) => AUTH_TITLES[authViewOf(new URLSearchParams(search))].title,
          focus: "field",
        },
        () => import("./routes/auth"),
      ),
      screen(paths.profile, "Your account", () => import("./routes/profile")),
      screen(paths.admin, "Admin", () => import("./routes/admin")),
      screen(paths.rfq, "Multi-line RFQ", () => import("./routes/rfq")),
      screen(paths.quotes, "Quote history", () => import("./routes/quotes")),
      screen(paths.success, "Payment confirmation", () => import("./routes/success")),
      screen(paths.purchaseSummary, "Order summary", () => import("./routes/purchase-summary")),
      screen(paths.rfqDemo, "Request a quote", () => import("./routes/rfq-demo")),
      screen(paths.cutList, "Cut-list planner", () => import("./routes/cut-list")),
      screen(
        paths.taxExemptionCertificate,
        "Tax-exemption certificate",
        () => import("./routes/tax-exemption-certificate"),
      ),
      screen(
        paths.testCheckout,
        { title: "Test checkout", focus: "field" },
        () => import("./routes/test-checkout"),
      ),
      screen("*", "Page not found", () => import("./routes/not-found")),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
