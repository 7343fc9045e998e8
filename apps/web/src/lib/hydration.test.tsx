import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrationSlice } from "@/components/hydration-slice";
import { beginHydration, hydrationSettled } from "./hydration";
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
});
