import type { CartItem } from "@ingot/domain";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { QuoteItemsStep } from "./quote-items-step";

const item = (id: string, quantity: number): CartItem => ({
  id,
  material: "6061-T651",
  materialCode: "6061-t651",
  shapeName: "Plate",
  productType: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity,
  dfars: true,
});

function Harness() {
  const [items, setItems] = useState<CartItem[]>([item("a", 1)]);
  return (
    <>
      <Toaster />
      <button type="button" onClick={() => setItems((all) => [...all, item("b", 3)])}>
        Add line
      </button>
      <QuoteItemsStep items={items} onAdd={() => {}} onRemove={() => {}} />
    </>
  );
}

describe("adding an item to the quote", () => {
  it("confirms it with a toast and brings the new line into view", async () => {
    stubNetwork({
      "GET /v2/materials": () => ok({ materials: [] }),
      "POST /v2/pricing/quote": () =>
        ok({
          weight_per_piece_lbs: 1,
          total_weight_lbs: 1,
          material_cost: 10,
          lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
        }),
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { user } = renderWithApp(<Harness />);
    expect(screen.queryByText("Added to your quote")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add line" }));
    expect(await screen.findByText("Added to your quote")).toBeTruthy();
    expect(
      screen.getByText("6061-T651 - Plate · 3 pcs. Line 2 of your quote.", { exact: true }),
    ).toBeTruthy();
    await waitFor(() => expect(scrolled).toHaveLength(1));
    const rows = screen.getAllByTestId("cart-item");
    expect(scrolled[0]).toBe(rows[1]);
  });
});
