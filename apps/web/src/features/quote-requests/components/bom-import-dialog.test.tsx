import type { CartItem } from "@ingot/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../test/render";
import { BomImportDialog } from "./bom-import-dialog";

describe("the spreadsheet import (issue #18: round bar and tube)", () => {
  it("documents diameter and wall, and its example adds a round bar and a round tube", async () => {
    const onAdd = vi.fn<(items: CartItem[]) => void>();
    const { user } = renderWithApp(<BomImportDialog open onOpenChange={() => {}} onAdd={onAdd} />);
    expect(
      screen.getByText(/Give diameter for round bar, diameter and wall for round tube/),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Example" }));
    await user.click(await screen.findByRole("button", { name: "Add 4 rows" }));
    const items = onAdd.mock.calls[0]?.[0] ?? [];
    expect(items.map((item) => [item.productType, item.shapeName])).toEqual([
      ["Plate", "Plate"],
      ["Plate", "Plate"],
      ["Bar", "Round"],
      ["Tube", "Round"],
    ]);
    expect(items[3]?.dimensions).toMatchObject({ diameter: 2, wall: 0.125 });
  });
});
