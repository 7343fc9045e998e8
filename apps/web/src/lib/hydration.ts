import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * Where the app renders: in the prerender (no document), hydrating a prerendered page ("/",
 * "/auth"), or live. main.tsx calls `beginHydration` before it hydrates; the first effect after
 * the hydration has committed makes the app live.
 */
let phase: "server" | "hydrating" | "live" = typeof document === "undefined" ? "server" : "live";

export function beginHydration(): void {
  phase = "hydrating";
}

/**
 * An external store's value that renders as the server rendered it until the page is hydrated, then
 * as the browser sees it. React does this itself with `getServerSnapshot`; the runtime that ships
 * (Preact's compat layer, decision 030) ignores that argument, so the hydrated markup would keep
 * the prerender's text while the state already holds the browser's value.
 */
export function useHydratedSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [live, setLive] = useState(phase === "live");
  useEffect(() => {
    phase = "live";
    setLive(true);
  }, []);
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
