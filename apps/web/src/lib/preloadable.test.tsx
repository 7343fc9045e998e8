import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
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
});
