import { type RefObject, startTransition, useEffect, useLayoutEffect, useState } from "react";

const INTENT_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

export interface NearViewportOptions {
  /** How far outside the viewport still counts as near (IntersectionObserver's rootMargin). */
  rootMargin?: string;
  /** Also true at the visitor's first tap, click or key press anywhere on the page. */
  onFirstIntent?: boolean;
}

/** Whether any of `element` is inside the viewport now (it forces a layout if one is due). */
export function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
}

/**
 * False until `target` comes within `rootMargin` (not negative) of the viewport (or, with
 * `onFirstIntent`, the visitor first interacts), then true for good. For below-the-fold parts of
 * the landing page whose code or data need not cost a phone anything before the visitor heads
 * their way. A target already on screen when it mounts is near at once, before the browser paints:
 * the observer would first answer a frame or two later.
 */
export function useNearViewport(
  target: RefObject<Element | null>,
  { rootMargin = "0px", onFirstIntent = false }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(false);
  useLayoutEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const arrive = () => startTransition(() => setNear(true));
    if (isOnScreen(element)) {
      arrive();
      return;
    }
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
