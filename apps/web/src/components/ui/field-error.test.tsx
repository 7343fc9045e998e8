import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FieldError } from "./field-error";

describe("FieldError", () => {
  it("renders nothing without a message", () => {
    const { container } = render(
      <>
        <FieldError>{undefined}</FieldError>
        <FieldError alert>{""}</FieldError>
      </>,
    );
    expect(container.innerHTML).toBe("");
  });

  it("is the red line a field names by id, announced only when asked, at the size given", () => {
    render(
      <>
        <FieldError id="qty-error" className="text-xs">
          Enter a quantity.
        </FieldError>
        <FieldError alert>Choose an event.</FieldError>
      </>,
    );
    const quiet = screen.getByText("Enter a quantity.");
    expect(quiet.id).toBe("qty-error");
    expect(quiet.className).toBe("text-danger text-xs");
    expect(quiet.hasAttribute("role")).toBe(false);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Choose an event.");
    expect(alert.className).toBe("text-danger text-sm");
  });
});
