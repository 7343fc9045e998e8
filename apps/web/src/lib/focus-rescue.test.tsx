import { render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFocusRescue } from "./focus-rescue";

let uninstall = () => {};
beforeEach(() => {
  uninstall = installFocusRescue();
});
afterEach(() => uninstall());

/** A row whose action is replaced by the next one, as the admin's status buttons are. */
function Row() {
  const [step, setStep] = useState(0);
  return (
    <main>
      <button type="button">Elsewhere</button>
      <div>
        <span>Order ING-1</span>
        {step === 0 ? (
          <button type="button" onClick={() => setStep(1)}>
            Start production
          </button>
        ) : (
          <button type="button">Mark shipped</button>
        )}
      </div>
      <div>
        <button type="button" disabled={step === 2} onClick={() => setStep(2)}>
          Submit
        </button>
        <button type="button">After submit</button>
      </div>
    </main>
  );
}

describe("the focus rescue", () => {
  it("moves focus from a removed control to the nearest one still there, not the body", async () => {
    render(<Row />);
    const start = screen.getByRole("button", { name: "Start production" });
    start.focus();
    start.click();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Mark shipped" })),
    );
  });

  it("moves focus from a control that became disabled to the next one after it", async () => {
    render(<Row />);
    const submit = screen.getByRole("button", { name: "Submit" });
    submit.focus();
    submit.click();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "After submit" })),
    );
  });

  it("leaves focus alone when the user moved it away on purpose", async () => {
    render(<Row />);
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    elsewhere.focus();
    elsewhere.blur();
    screen.getByRole("button", { name: "Start production" }).click();
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });
});
