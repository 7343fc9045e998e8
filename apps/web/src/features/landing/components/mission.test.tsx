import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Mission } from "./mission";

describe("the mission facts grid", () => {
  it("fills its two columns: an even number of single cells, then the full-width sales hours", () => {
    render(<Mission />);
    const cells = screen.getAllByTestId("mission-fact");
    expect(cells.length % 2).toBe(0);
    for (const cell of cells) {
      expect(cell.querySelector("dt")?.textContent).toBeTruthy();
      expect(cell.querySelector("dd")?.textContent).toBeTruthy();
    }
    expect(screen.getByTestId("mission-fact-wide").className).toContain("col-span-2");
    expect(screen.getByText("3-7 days")).toBeTruthy();
  });
});
