import { type RefObject, startTransition, useEffect, useState } from "react";

const INTENT_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

export interface NearViewportOptions {
  /** How far outside the viewport still counts as near (IntersectionObserver's rootMargin). */
  rootMargin?: string;
  /** Also true at the visitor's first tap, click or key press anywhere on the page. */
  onFirstIntent?: boolean;
}

/**
 * False until `target` comes within `rootMargin` of the viewport (or, with `onFirstIntent`, the
 * visitor first interacts), then true for good. For below-the-fold parts of the landing page whose
 * code or data need not cost a phone anything before the visitor heads their way.
 */
export function useNearViewport(
  target: RefObject<Element | null>,
  { rootMargin = "0px", onFirstIntent = false }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const arrive = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) arrive();
      },
      { rootMargin },
    );
    observer.observe(element);
    const events = onFirstIntent ? INTENT_EVENTS : [];
    for (const type of events) window.addEventListener(type, arrive, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, arrive);
    };
  }, [target, near, rootMargin, onFirstIntent]);
  return near;
}

/**
 * Whether `target` is in the viewport now, following it both ways (useNearViewport latches). True
 * until the browser first answers, as the prerendered page has it. For motion that should stop
 * while nobody sees it (the landing page's logo marquee).
 */
export function useInView(target: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return inView;
}
