import { useHydratedSnapshot } from "@/lib/hydration";

const subscribe = () => () => {};
const yes = () => true;
const no = () => false;

/**
 * False while the app hydrates a prerendered page, "/" or "/auth" (and in the prerender itself), true
 * from then on and on every page rendered in the browser from scratch. For controls that would do
 * the wrong thing natively before the app takes over: a form would submit as a GET (the password in
 * the URL on /auth), or a tap would be lost before the app listens.
 */
export function useHydrated(): boolean {
  return useHydratedSnapshot(subscribe, yes, no);
}
