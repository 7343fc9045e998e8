import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

describe("a pending button", () => {
  it("stays focusable (aria-disabled, not disabled) and ignores presses and its form's submit", async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit" onClick={onClick}>
          Subscribe
        </Button>
      </form>,
    );
    const user = userEvent.setup({ delay: null });
    const button = screen.getByRole("button", { name: "Subscribe" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit" onClick={onClick} pending>
          Subscribe
        </Button>
      </form>,
    );
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(document.activeElement).toBe(button);
    await user.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
  });

  it("blocked: the rest of a group waits the same way, without the spinner", async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} blocked>
        Decline
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Decline" });
    await userEvent.setup({ delay: null }).click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("aria-busy")).toBeNull();
  });
});
