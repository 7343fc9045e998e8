import { createBrowserRouter } from "react-router";
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
 */
const page = (handle: RouteHandle) => handle;

export const routes = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        path: paths.home,
        handle: page({ title: undefined }),
        lazy: () => import("./routes/landing"),
      },
      {
        path: paths.auth,
        handle: page({
          title: ({ search }) => AUTH_TITLES[authViewOf(new URLSearchParams(search))].title,
          focus: "field",
        }),
        lazy: () => import("./routes/auth"),
      },
      {
        path: paths.profile,
        handle: page({ title: "Your account" }),
        lazy: () => import("./routes/profile"),
      },
      { path: paths.admin, handle: page({ title: "Admin" }), lazy: () => import("./routes/admin") },
      {
        path: paths.rfq,
        handle: page({ title: "Multi-line RFQ" }),
        lazy: () => import("./routes/rfq"),
      },
      {
        path: paths.quotes,
        handle: page({ title: "Quote history" }),
        lazy: () => import("./routes/quotes"),
      },
      {
        path: paths.success,
        handle: page({ title: "Payment confirmation" }),
        lazy: () => import("./routes/success"),
      },
      {
        path: paths.purchaseSummary,
        handle: page({ title: "Order summary" }),
        lazy: () => import("./routes/purchase-summary"),
      },
      {
        path: paths.rfqDemo,
        handle: page({ title: "Request a quote" }),
        lazy: () => import("./routes/rfq-demo"),
      },
      {
        path: paths.cutList,
        handle: page({ title: "Cut-list planner" }),
        lazy: () => import("./routes/cut-list"),
      },
      {
        path: paths.taxExemptionCertificate,
        handle: page({ title: "Tax-exemption certificate" }),
        lazy: () => import("./routes/tax-exemption-certificate"),
      },
      {
        path: paths.testCheckout,
        handle: page({ title: "Test checkout", focus: "field" }),
        lazy: () => import("./routes/test-checkout"),
      },
      {
        path: "*",
        handle: page({ title: "Page not found" }),
        lazy: () => import("./routes/not-found"),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
