import { type Location, Outlet, ScrollRestoration } from "react-router";
import { AccountSlotProvider } from "@/components/layout/account-slot";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { RouteFocus } from "./route-focus";

/**
 * The key a page's scroll position is kept under. A page loaded by the browser itself (a link
 * from the payment page, a reload) has no history entry of the router's yet, so every such page
 * shares the key "default": /success would open at the test payment page's scroll position.
 * Those pages are keyed by their address instead.
 */
export function scrollKey(location: Location): string {
  return location.key === "default" ? `${location.pathname}${location.search}` : location.key;
}

/**
 * Wraps every screen. Screens bring their own header (landing, portal and /rfq differ); its
 * account corner is the auth feature's account menu, handed to the shared header here. RouteFocus
 * names each page in the document title and moves focus to it on navigation.
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
      <AccountSlotProvider value={<AccountMenu />}>
        <Outlet />
      </AccountSlotProvider>
      <ScrollRestoration getKey={scrollKey} />
      <RouteFocus />
    </>
  );
}
