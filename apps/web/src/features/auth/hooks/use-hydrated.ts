import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the screen is rendered at build time (src/prerender.tsx) and while the browser
 * hydrates that markup, true from then on (and at once when the client renders from scratch).
 * The prerendered /auth shows its form before any script has run; its buttons stay disabled
 * until this turns true, so a tap cannot submit the form natively (the password in the URL) or
 * be lost before React listens.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
