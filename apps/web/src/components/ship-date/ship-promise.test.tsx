import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShipPromise } from "./ship-promise";

afterEach(() => {
  vi.useRealTimers();
});

describe("ShipPromise (issue #22)", () => {
  it("says when it ships and how long is left before the cutoff", () => {
    render(<ShipPromise shipBy="2026-11-30" orderWithinMinutes={134} receivedAt={Date.now()} />);
    expect(screen.getByTestId("ship-by").textContent).toBe("Ships by Mon, Nov 30");
    expect(screen.getByTestId("order-within").textContent).toBe("order within 2 h 14 min");
  });

  it("shows the arrival when shipping and the pickup day for pickup", () => {
    const { rerender } = render(
      <ShipPromise shipBy="2026-11-30" deliveryMethod="ship" arrivesBy="2026-12-01" />,
    );
    expect(screen.getByTestId("arrives-by").textContent).toBe("Arrives by Tue, Dec 1");
    rerender(<ShipPromise shipBy="2026-11-30" deliveryMethod="pickup" arrivesBy={null} />);
    expect(screen.getByTestId("ready-for-pickup").textContent).toBe("Ready for pickup Mon, Nov 30");
    expect(screen.queryByTestId("ship-by")).toBeNull();
    expect(screen.queryByTestId("arrives-by")).toBeNull();
  });

  it("says nothing about a cutoff after it (null)", () => {
    render(<ShipPromise shipBy="2026-12-01" orderWithinMinutes={null} />);
    expect(screen.queryByTestId("order-within")).toBeNull();
  });

  it("counts down, and at the cutoff hides the countdown and asks for a new date", () => {
    vi.useFakeTimers();
    const onCutoffPassed = vi.fn();
    render(
      <ShipPromise
        shipBy="2026-11-30"
        orderWithinMinutes={2}
        receivedAt={Date.now()}
        onCutoffPassed={onCutoffPassed}
      />,
    );
    expect(screen.getByTestId("order-within").textContent).toBe("order within 2 min");
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId("order-within").textContent).toBe("order within 1 min");
    expect(onCutoffPassed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByTestId("order-within")).toBeNull();
    expect(onCutoffPassed).toHaveBeenCalledTimes(1);
  });
});
