import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";

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
  // In a slice that hydrates after the rest of the page (`HydrateLater`), the app is already live,
  // but this render still hydrates prerendered markup: it must render what the prerender did too.
  const inHydratingSlice = useContext(SliceHydrating);
  const [live, setLive] = useState(phase === "live" && !inHydratingSlice);
  useEffect(() => {
    phase = "live";
    setLive(true);
  }, []);
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}

/**
 * True inside a `HydrateLater` whose markup is being hydrated now: its components' first render
 * must match the prerender (the runtime that ships does not patch attributes while it hydrates),
 * so `useHydratedSnapshot` renders the prerender's value first and the live one after, as it does
 * for the rest of the page.
 */
const SliceHydrating = createContext(false);

/** What each `HydrateLater` waits for, by name: a later task of its own, one after another. */
const turns = new Map<string, { done: boolean; hydrated: boolean; promise: Promise<void> }>();
let lastTurn: Promise<void> = Promise.resolve();

/** Resolves in a new task (a message to ourselves: no timer clamping), after the browser has had the thread. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the browser is idle (nothing more urgent queued: a chunk that arrived, a render a
 * transition asked for), or after `timeoutMs` at the latest; a new task where the browser cannot
 * say when it is idle.
 */
export function idleTask(timeoutMs = 1_000): Promise<void> {
  if (typeof requestIdleCallback !== "function") return nextTask();
  return new Promise((resolve) => {
    requestIdleCallback(() => resolve(), { timeout: timeoutMs });
  });
}

/**
 * While a prerendered page hydrates, suspends `children` until a later task of its own, so that
 * the page hydrates in several short tasks instead of one long one (issue #19: total blocking
 * time). React does this by itself (hydration as a transition yields every few milliseconds); the
 * runtime that ships (Preact's compat layer, decision 032) hydrates a tree in one go, but keeps a
 * suspended subtree's prerendered markup and hydrates it when its promise settles. Each boundary
 * takes its turn after the ones rendered before it. Needs a `<Suspense>` above it; does nothing
 * in the prerender or after the first hydration.
 *
 * useId numbers its ids in render order, and a slice renders later in the browser than in the
 * prerender, so an id made inside a slice differs from the one in its prerendered markup (which
 * hydration keeps). Ids that only tie prerendered elements to each other (a label and its input)
 * stay consistent; an id that an element mounted later must name (a popup's id in its button's
 * aria-controls) must not come from useId inside a slice: use a fixed id.
 */
export function HydrateLater({
  name,
  whenIdle = false,
  children,
}: {
  name: string;
  /** Take the turn only once the browser is idle (`idleTask`), not in the very next task. */
  whenIdle?: boolean;
  children: ReactNode;
}): ReactNode {
  let turn = turns.get(name);
  if (phase === "hydrating" && !turn) {
    const created = { done: false, hydrated: false, promise: Promise.resolve() };
    const wait = whenIdle ? () => idleTask() : nextTask;
    created.promise = lastTurn = lastTurn.then(wait).then(() => {
      created.done = true;
    });
    turns.set(name, created);
    turn = created;
  }
  if (turn && !turn.done) throw turn.promise;
  useEffect(() => {
    if (turn) turn.hydrated = true;
  }, [turn]);
  return createElement(SliceHydrating.Provider, {
    value: turn !== undefined && !turn.hydrated,
    children,
  });
}

/**
 * Settles once every `HydrateLater` met so far has had its turn and hydrated (a task later: the
 * resumed subtree renders right after its turn). Called after the first commit, it is the moment
 * the whole prerendered page is interactive.
 */
export function hydrationSettled(): Promise<void> {
  return lastTurn.then(nextTask);
}
