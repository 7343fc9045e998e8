import { fireEvent, render, screen } from "@testing-library/react";
import { type ComponentType, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A screen showing `Part`, which it can render again with a new label. */
function Screen({ Part }: { Part: ComponentType<{ label: string }> }) {
  const [label, setLabel] = useState("Step");
  return (
    <>
      <button type="button" onClick={() => setLabel("Next")}>
        Rename
      </button>
      <Part label={label} />
    </>
  );
}

/** A part with state of its own, as the material picker's step is. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

describe("preloadable", () => {
  it("shows nothing in its place until its code is in, the screen around it meanwhile; fetches once", async () => {
    const load = vi.fn(async () => Greeting);
    const Part = preloadable(load);
    render(
      <main>
        <h1>Screen</h1>
        <Part name="Ada" />
        <Part name="Bob" />
      </main>,
    );
    expect(screen.getByRole("heading", { name: "Screen" })).toBeTruthy();
    expect(screen.queryByText(/Hello/)).toBeNull();
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    expect(screen.getByText("Hello Bob")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("once preloaded, renders at once", async () => {
    const load = vi.fn(async () => Greeting);
    const Part = preloadable(load);
    await Part.preload();
    await Part.preload();
    render(<Part name="Ada" />);
    // Synchronously there: no empty frame between the screen and the part.
    expect(screen.getByText("Hello Ada")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shown before its code was in, keeps its state when the screen renders again after", async () => {
    const Part = preloadable(async () => Counter);
    render(<Screen Part={Part} />);
    fireEvent.click(await screen.findByRole("button", { name: "Step 0" }));
    expect(screen.getByRole("button", { name: "Step 1" })).toBeTruthy();
    // The screen renders again now that the part's code is in: the part is not remounted.
    fireEvent.click(screen.getByRole("button", { name: "Rename" }));
    expect(screen.getByRole("button", { name: "Next 1" })).toBeTruthy();
  });
});
