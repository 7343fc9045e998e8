import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydrationSlice } from "@/components/hydration-slice";
import { beginHydration, hydrationSettled, nextTask } from "./hydration";
import { useHydrated } from "./use-hydrated";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  // Disabled in the prerender and until hydrated: a slice that hydrates after the rest of the page
  // must still render it disabled first (attributes are not patched while hydrating), then enable it.
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated} onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter label="top" />
      <HydrationSlice name="below">
        <section>
          <h2>Below the fold</h2>
          <Counter label="below" />
        </section>
      </HydrationSlice>
    </main>
  );
}

/** A panel that hydrates in the next task, then a section that waits for the browser's idle time. */
function IdlePage() {
  return (
    <main>
      <HydrationSlice name="panel">
        <Counter label="panel" />
      </HydrationSlice>
      <HydrationSlice name="section" whenIdle>
        <Counter label="section" />
      </HydrationSlice>
    </main>
  );
}

describe("HydrationSlice", () => {
  it("renders its children in the prerender, and hydrates them in a later task, markup kept", async () => {
    const markup = renderToString(<Page />);
    expect(markup).toContain("Below the fold");
    expect(markup).toContain("disabled");
    const container = document.createElement("div");
    container.innerHTML = markup;
    document.body.append(container);
    const section = container.querySelector("section");
    const [top, below] = [...container.querySelectorAll("button")];

    beginHydration();
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // The top hydrated at once. (What a click on the slice does before its turn differs by
    // runtime: React hydrates the slice at once and replays it, Preact waits for the turn.)
    await act(async () => top?.click());
    expect(top?.textContent).toBe("top 1");

    await act(async () => {
      await hydrationSettled();
    });
    // The same nodes, now hydrated.
    expect(container.querySelector("section")).toBe(section);
    expect(container.querySelectorAll("button")[1]).toBe(below);
    expect(below?.disabled).toBe(false);
    await act(async () => below?.click());
    expect(below?.textContent).toBe("below 1");
    container.remove();
  });

  afterEach(() => vi.unstubAllGlobals());

  it("hydrates a whenIdle slice only once the browser says it is idle, after the slices before it", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    const container = document.createElement("div");
    container.innerHTML = renderToString(<IdlePage />);
    document.body.append(container);
    const [panel, section] = [...container.querySelectorAll("button")];

    beginHydration();
    await act(async () => {
      hydrateRoot(container, <IdlePage />);
    });
    await act(async () => {
      await nextTask();
      await nextTask();
    });
    // The panel had its turn in a task of its own; the section waits for the browser's idle time.
    expect(panel?.disabled).toBe(false);
    expect(section?.disabled).toBe(true);
    expect(idle).toHaveLength(1);

    await act(async () => {
      idle[0]?.();
      await hydrationSettled();
    });
    expect(section?.disabled).toBe(false);
    await act(async () => section?.click());
    expect(section?.textContent).toBe("section 1");
    container.remove();
  });
});
