import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactButton } from "./contact-button";

/** A control at `top` px, 40 px tall, in a 800 px tall viewport (happy-dom does no layout). */
function control(top: number) {
  const el = document.createElement("div");
  el.setAttribute("data-keep-clear", "");
  el.getBoundingClientRect = () =>
    ({ top, bottom: top + 40, height: 40, left: 0, right: 390, width: 390 }) as DOMRect;
  document.body.append(el);
  return el;
}

const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

describe("the floating contact button", () => {
  afterEach(() => {
    for (const el of document.querySelectorAll("[data-keep-clear]")) el.remove();
    vi.unstubAllGlobals();
  });

  it("steps aside while the form's Previous row or the footer's last line is under it", async () => {
    vi.stubGlobal("innerHeight", 800);
    const row = control(100);
    render(<ContactButton />);
    await frame();
    const root = screen.getByTestId("contact-button");
    expect(root.dataset.aside).toBeUndefined();
    expect(screen.getByRole("button", { name: /Contact sales/ })).toBeTruthy();

    // Scrolled so the row sits in the bottom band: the button goes, out of the Tab order.
    row.getBoundingClientRect = () =>
      ({ top: 740, bottom: 780, height: 40, left: 0, right: 390, width: 390 }) as DOMRect;
    window.dispatchEvent(new Event("scroll"));
    await frame();
    expect(root.dataset.aside).toBe("true");
    expect(root.className).toContain("invisible");

    row.getBoundingClientRect = () =>
      ({ top: 300, bottom: 340, height: 40, left: 0, right: 390, width: 390 }) as DOMRect;
    window.dispatchEvent(new Event("scroll"));
    await frame();
    expect(root.dataset.aside).toBeUndefined();
  });

  it("with its box laid out, only what passes under the button itself sends it aside", async () => {
    vi.stubGlobal("innerHeight", 800);
    render(<ContactButton />);
    const root = screen.getByTestId("contact-button");
    root.getBoundingClientRect = () =>
      ({ top: 744, bottom: 788, height: 44, left: 12, right: 56, width: 44 }) as DOMRect;
    // A field at the bottom, but to the right of the button: it stays.
    const field = document.createElement("input");
    field.getBoundingClientRect = () =>
      ({ top: 740, bottom: 780, height: 40, left: 120, right: 370, width: 250 }) as DOMRect;
    document.body.append(field);
    window.dispatchEvent(new Event("scroll"));
    await frame();
    expect(root.dataset.aside).toBeUndefined();
    // The quantity field under it: it steps aside.
    field.getBoundingClientRect = () =>
      ({ top: 740, bottom: 780, height: 40, left: 16, right: 370, width: 354 }) as DOMRect;
    window.dispatchEvent(new Event("scroll"));
    await frame();
    expect(root.dataset.aside).toBe("true");
    field.remove();
  });
});
