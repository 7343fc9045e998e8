import { type ComponentType, createElement, lazy, Suspense, useState } from "react";

/**
 * A component whose code is fetched apart from the screen that shows it (issue #19: code split by
 * interaction), with `preload()` to fetch it ahead of need: the screen preloads it as it mounts,
 * so it is there by the time the visitor gets to it. Shown once loaded, it renders at once. Shown
 * before, it renders nothing in its place until its code is in (a Suspense boundary of its own, so
 * the screen around it never falls back to a skeleton for it), and keeps its state after.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return { default: component };
    });
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level, as React.lazy's are
  function Preloadable(props: P) {
    // Chosen once for each place it is shown: switching from the lazy path to the loaded component
    // on a later render would remount the part and lose its state (an open picker's step).
    const [ready] = useState(() => loaded);
    return ready
      ? createElement(ready, props)
      : createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  }
  return Object.assign(Preloadable, { preload });
}
