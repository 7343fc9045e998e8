import { useEffect, useRef } from "react";
import { type Location, useLocation, useMatches } from "react-router";
import { pageTitle } from "@/lib/page-title";

/** What a route of app/router.tsx says about itself (its `handle`). */
export interface RouteHandle {
  /** The page's name in the document title; undefined for the landing page (brand and tagline). */
  title: string | undefined | ((location: Pick<Location, "pathname" | "search">) => string);
  /** Where focus goes when a navigation arrives: the main heading (default), or the first field. */
  focus?: "heading" | "field";
}

/** The deepest matched route's handle. */
export function routeHandleOf(matches: readonly { handle: unknown }[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle && "title" in handle) return handle;
  }
  return undefined;
}

/** The document title of a location, from its route's handle. */
export function documentTitleOf(
  handle: RouteHandle | undefined,
  location: Pick<Location, "pathname" | "search">,
): string {
  const title = handle?.title;
  return pageTitle(typeof title === "function" ? title(location) : title);
}

/**
 * Names every page in the document title, and, on every navigation, moves focus to the new page:
 * its first field where the route is a form, else its main heading (an element marked
 * `data-route-focus` wins over both). So a keyboard user does not start again from "Skip to
 * content" and a screen reader announces the new page (WCAG 2.4.3). The prerendered landing and
 * /auth keep the browser's own focus on their first load: nothing moves while React hydrates
 * them. A change of the hash alone (in-page anchors, the portal's sections) is not a new page.
 */
export function RouteFocus() {
  const location = useLocation();
  const handle = routeHandleOf(useMatches());
  const title = documentTitleOf(handle, location);
  const mode = handle?.focus ?? "heading";
  const initialKey = useRef(location.key);
  // A prerendered page (landing, /auth) being hydrated: main.tsx keeps its <meta name="prerendered">
  // only then. Its first load must not move focus (nor change the markup) while React takes over.
  // (Read in the effect: the build's prerender has no document.)
  const hydrating = useRef<boolean | null>(null);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is a new page; the rest is read then
  useEffect(() => {
    hydrating.current ??= document.querySelector('meta[name="prerendered"]') !== null;
    if (location.key === initialKey.current) {
      // The first load of any other page (a link from elsewhere, the payment provider's return,
      // a reload) arrives with focus on the body: give it the page's target too, unless the user
      // has already put it somewhere.
      if (hydrating.current || !focusOnBody()) return;
    }
    return focusPage(mode);
  }, [location.pathname]);

  return null;
}

function focusOnBody(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

const FIELDS =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
/** How long a page may take to show its heading or field (lazy data, a session check). */
const SETTLE_MS = 5_000;

interface Target {
  element: HTMLElement;
  /** The target the route asked for; anything else is a stand-in until it appears. */
  final: boolean;
}

function outsideDialogs(element: Element): boolean {
  return element.closest('[role="dialog"], [role="alertdialog"]') === null;
}

function findTarget(mode: "heading" | "field"): Target | undefined {
  const explicit = document.querySelector<HTMLElement>("[data-route-focus]");
  if (explicit && outsideDialogs(explicit)) return { element: explicit, final: true };
  const main = document.querySelector<HTMLElement>("main");
  if (mode === "field" && main) {
    const field = Array.from(main.querySelectorAll<HTMLElement>(FIELDS)).find(
      (element) => element.getClientRects().length > 0 && outsideDialogs(element),
    );
    if (field) return { element: field, final: true };
  }
  const heading = Array.from(document.querySelectorAll<HTMLElement>("h1")).find(outsideDialogs);
  if (heading) return { element: heading, final: mode === "heading" };
  return main ? { element: main, final: false } : undefined;
}

function focusTarget({ element }: Target) {
  const isField = element.matches(FIELDS);
  if (!isField && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  // A heading or the main area is not scrolled to: the page starts at its top (or where the
  // router restored it); a field is brought into view below the sticky header (scroll-padding).
  element.focus({ preventScroll: !isField });
}

/**
 * Focuses the page's target now, or a stand-in (heading, main) while the page is still loading
 * and the target once it appears, unless the user has moved focus meanwhile. Returns the cleanup.
 */
function focusPage(mode: "heading" | "field"): () => void {
  let current = findTarget(mode);
  if (current) focusTarget(current);
  if (current?.final) return () => {};

  let frame = 0;
  const observer = new MutationObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      const untouched = active === null || active === document.body || active === current?.element;
      if (!untouched) return stop();
      const next = findTarget(mode);
      if (!next || next.element === current?.element) return;
      current = next;
      focusTarget(next);
      if (next.final) stop();
    });
  });
  const timer = setTimeout(() => stop(), SETTLE_MS);
  function stop() {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
