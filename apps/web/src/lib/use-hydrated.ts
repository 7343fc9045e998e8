import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page, "/" or "/auth" (and in the prerender itself), true
 * from then on and on every page rendered in the browser from scratch. For controls that would do
 * the wrong thing natively before React takes over: a form would submit as a GET (the password in
 * the URL on /auth), or a tap would be lost before React listens.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
