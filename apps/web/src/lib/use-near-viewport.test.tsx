import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "./use-near-viewport";

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

/** An IntersectionObserver that answers only when the test calls `show()`. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    show: () =>
      act(() => {
        for (const callback of callbacks) {
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    top,
    bottom: top + 100,
    left: 0,
    right: 300,
  } as DOMRect);
}

describe("useNearViewport", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is near at once for a target already on screen, without waiting for the observer", () => {
    stubObserver();
    placeAt(100);
    render(<Probe />);
    expect(screen.getByText("near")).toBeTruthy();
  });

  it("waits for the observer for a target below the screen", () => {
    const observer = stubObserver();
    placeAt(innerHeight + 500);
    render(<Probe />);
    expect(screen.getByText("far")).toBeTruthy();
    observer.show();
    expect(screen.getByText("near")).toBeTruthy();
  });
});
