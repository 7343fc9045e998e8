import { createBrowserRouter } from "react-router";
import { paths } from "@/config/paths";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/**
 * Every route of spec section 2. Each screen is its own chunk, loaded on first visit through the
 * route's `lazy`; a route module exports `Component` (and may add `loader`, `ErrorBoundary`...).
 */
export const routes = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { path: paths.home, lazy: () => import("./routes/landing") },
      { path: paths.auth, lazy: () => import("./routes/auth") },
      { path: paths.profile, lazy: () => import("./routes/profile") },
      { path: paths.admin, lazy: () => import("./routes/admin") },
      { path: paths.rfq, lazy: () => import("./routes/rfq") },
      { path: paths.quotes, lazy: () => import("./routes/quotes") },
      { path: paths.success, lazy: () => import("./routes/success") },
      { path: paths.purchaseSummary, lazy: () => import("./routes/purchase-summary") },
      { path: paths.rfqDemo, lazy: () => import("./routes/rfq-demo") },
      { path: paths.cutList, lazy: () => import("./routes/cut-list") },
      { path: paths.testCheckout, lazy: () => import("./routes/test-checkout") },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
