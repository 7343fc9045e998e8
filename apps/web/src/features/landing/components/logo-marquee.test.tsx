import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LogoMarquee } from "./logo-marquee";

/** The browser's IntersectionObserver, answered by the test: `show(false)` scrolls it away. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    },
  );
  return {
    show(isIntersecting: boolean) {
      for (const { callback, targets } of [...observers]) {
        const entries = targets.map((target) => ({ target, isIntersecting }));
        act(() => callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver));
      }
    },
    count: () => observers.length,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the customer-logo marquee", () => {
  it("stops while out of view and moves again when back, apart from its pause button", () => {
    const view = stubIntersectionObserver();
    const { container, unmount } = render(<LogoMarquee />);
    const marquee = container.querySelector(".marquee");
    // As prerendered: moving until the browser says otherwise.
    expect(marquee?.getAttribute("data-offscreen")).toBe("false");

    view.show(false);
    expect(marquee?.getAttribute("data-offscreen")).toBe("true");
    view.show(true);
    expect(marquee?.getAttribute("data-offscreen")).toBe("false");

    // The visitor's own pause is a separate state: coming back into view does not undo it.
    fireEvent.click(screen.getByRole("button", { name: "Pause logo animation" }));
    view.show(false);
    view.show(true);
    expect(marquee?.getAttribute("data-paused")).toBe("true");
    expect(screen.getByRole("button", { name: "Play logo animation" })).toBeTruthy();

    unmount();
    expect(view.count()).toBe(0);
  });
});
