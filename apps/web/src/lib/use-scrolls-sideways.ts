import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element is wider inside than it shows (a table scrolling sideways on a phone). Such a
 * box must take keyboard focus so arrow keys can scroll it (WCAG 2.1.1, axe's
 * scrollable-region-focusable); one that fits adds no Tab stop.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
