import {
  type CartItem,
  type CutListRequestInput,
  type MaterialListing,
  planCutList,
} from "@ingot/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { CutListPlanner } from "./cut-list-planner";

const A500: MaterialListing = {
  code: "a500",
  name: "A500 Structural Steel Tube",
  category: "steel-tube",
  grades: ["A500"],
  forms: ["Tube"],
  product_types: ["Tube"],
  is_available: true,
  minimum_order_quantity: 1,
  density_lb_per_in3: 0.2836,
  price_per_lb: 1.6,
  min_length_in: null,
  max_length_in: null,
  min_width_in: null,
  max_width_in: null,
  min_height_in: null,
  max_height_in: null,
  stock_lengths: [{ product_type: "Tube", shape: "Square", lengths_in: [240, 288] }],
  price_breaks: [],
  surcharge_per_lb: 0,
};

/** The server's reply, as far as the page reads it (the prices; the plan is the browser's). */
const PRICES = { cost_cut_to_size: 908.41, cost_full_lengths: 944.38, savings: -35.97 };

function renderPlanner() {
  const net = stubNetwork({
    "GET /v2/materials": () => ok({ materials: [A500] }),
    "POST /v2/cut-lists/optimize": () =>
      ok({ bars: [], stock_count: 0, lower_bound: 0, yield_percent: 0, ...PRICES }),
  });
  const onAddToRfq = vi.fn<(items: CartItem[], option: string) => void>();
  const onCheckout =
    vi.fn<(items: CartItem[], option: string, cutList?: CutListRequestInput) => void>();
  const view = renderWithApp(
    <CutListPlanner
      material={{
        productType: "Tube",
        shape: "Square",
        materialCode: "a500",
        materialLabel: "A500 Structural Steel Tube",
      }}
      materialSlot={<p>A500 Structural Steel Tube</p>}
      crossSection={{
        status: "success",
        inputs: [
          { key: "width", label: "Width", min: 0.5, max: 12 },
          { key: "wall", label: "Wall", min: 0.035, max: 0.75 },
        ],
        retry: () => {},
      }}
      onAddToRfq={onAddToRfq}
      onCheckout={onCheckout}
    />,
  );
  return { ...view, net, onAddToRfq, onCheckout };
}

describe("CutListPlanner", () => {
  it("plans as the buyer types: bars to scale, yield, the server's two prices and the saving", async () => {
    const consoleError = vi.spyOn(console, "error");
    const { user, net, onAddToRfq, onCheckout } = renderPlanner();
    await user.type(screen.getByLabelText(/^Width/), "2");
    await user.type(screen.getByLabelText(/^Wall/), "1/8");
    const [length] = screen.getAllByLabelText(/^Length/);
    if (!length) throw new Error("no length box");
    await user.type(length, "48 1/2");
    const [quantity] = screen.getAllByLabelText(/^Qty/);
    if (!quantity) throw new Error("no quantity box");
    await user.clear(quantity);
    await user.type(quantity, "9");
    await user.type(screen.getAllByLabelText(/^Label/)[0] as HTMLElement, "Rail");

    // The same engine the server runs, with the defaults: kerf 1/8 in, drops of 12 in kept.
    const plan = planCutList({
      pieces: [{ length: 48.5, quantity: 9, label: "Rail" }],
      stockLengths: [240, 288],
      kerf: 0.125,
      minDrop: 12,
    });
    expect(await screen.findAllByTestId("cut-bar")).toHaveLength(plan.stockCount);
    expect(screen.getByTestId("plan-stock-count").textContent).toBe(String(plan.stockCount));
    expect(screen.getByTestId("plan-yield").textContent).toBe(`${plan.yieldPercent.toFixed(1)}%`);
    // The gap to the lower bound, in bars.
    expect(screen.getByTestId("plan-lower-bound").textContent).toBe(
      `Lower bound${plan.lowerBound} ${plan.lowerBound === 1 ? "bar" : "bars"}` +
        (plan.stockCount === plan.lowerBound
          ? "no plan needs fewer bars"
          : `this plan: ${plan.stockCount - plan.lowerBound} above it`),
    );
    const [firstBar] = screen.getAllByTestId("cut-bar");
    expect(within(firstBar as HTMLElement).getByRole("img").textContent).toContain("Rail");

    expect(
      await within(screen.getByTestId("price-cut-to-size")).findByText("$908.41"),
    ).toBeTruthy();
    expect(within(screen.getByTestId("price-full-lengths")).getByText("$944.38")).toBeTruthy();
    expect(screen.getByTestId("plan-savings").textContent).toContain("Cut to size saves $35.97");
    const [sent] = net.calls("POST /v2/cut-lists/optimize").slice(-1);
    const optimized = await sent?.json();
    expect(optimized).toEqual({
      material: "a500",
      product_type: "Tube",
      shape: "Square",
      dimensions: { width: 2, wall: 0.125 },
      pieces: [{ length: 48.5, quantity: 9, label: "Rail" }],
      kerf: 0.125,
      min_drop: 12,
    });

    // Valid markup while the prices load and after (React reports a <div> inside a <p>).
    expect(consoleError.mock.calls.flat().join("\n")).not.toMatch(
      /cannot (contain|be a descendant)/,
    );
    consoleError.mockRestore();

    await user.click(screen.getByTestId("add-full-lengths"));
    const [items, option] = onAddToRfq.mock.calls[0] ?? [];
    expect(option).toBe("full-lengths");
    expect(items?.map((item) => [item.dimensions.length, item.quantity])).toEqual(
      plan.stockCounts.map((s) => [s.stockLength, s.count]),
    );

    // Buying full lengths hands checkout the cut list itself, for the server to plan and price.
    expect(screen.queryByText(/carries no cutting plan/)).toBeNull();
    await user.click(screen.getByTestId("buy-full-lengths"));
    const [, bought, cutList] = onCheckout.mock.calls[0] ?? [];
    expect(bought).toBe("full-lengths");
    expect(cutList).toEqual(optimized);
  });

  it("narrows the stock to the lengths ticked and names a piece longer than all of them", async () => {
    const { user, net } = renderPlanner();
    await user.type(screen.getByLabelText(/^Width/), "2");
    await user.type(screen.getByLabelText(/^Wall/), "1/8");
    await user.type(screen.getAllByLabelText(/^Length/)[0] as HTMLElement, "96");
    await screen.findAllByTestId("cut-bar");
    expect(screen.getByTestId("price-cut-to-size").textContent).toContain("1 piece priced");
    expect(screen.getByTestId("price-full-lengths").textContent).toMatch(/1 whole bar \+ 1 cut;/);
    await user.click(await screen.findByRole("checkbox", { name: "288 in (24 ft)" }));
    // A spreadsheet row pasted into the new line's length box (focused by Add piece).
    await user.click(screen.getByTestId("add-piece"));
    expect(document.activeElement).toBe(screen.getByLabelText("Length of piece 2, inches"));
    await user.paste("250\t1\tBeam\n");

    const problems = await screen.findByTestId("plan-problems");
    expect(problems.textContent).toContain(
      'Piece 2 "Beam" is 250 in (20.833 ft), longer than every stock length (the longest is 240 in (20 ft))',
    );
    expect(screen.queryAllByTestId("cut-bar")).toHaveLength(0);
    // Said on the piece's own row too, though nobody has left that box yet.
    const tooLongBox = screen.getByLabelText("Length of piece 2, inches");
    expect(tooLongBox.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(tooLongBox.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toContain('Piece 2 "Beam" is 250 in (20.833 ft)');

    // Back under 240 in: planned on 20 ft stock only, and the server is asked for that stock.
    const length = screen.getByLabelText("Length of piece 2, inches");
    await user.clear(length);
    await user.type(length, "120");
    const bars = await screen.findAllByTestId("cut-bar");
    for (const bar of bars) expect(bar.textContent).toContain("240 in (20 ft)");
    await vi.waitFor(async () => {
      const [sent] = net.calls("POST /v2/cut-lists/optimize").slice(-1);
      expect((await sent?.json())?.stock_lengths).toEqual([240]);
    });
  });
});
