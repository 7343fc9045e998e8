import type { AdminMaterial } from "@ingot/domain";
import { screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { fail, ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { MaterialsPanel } from "./materials-panel";

const a500: AdminMaterial = {
  code: "a500",
  name: "A500 Structural Steel Tube",
  category: "steel-tube",
  is_available: true,
  minimum_order_quantity: 1,
  density_lb_per_in3: 0.2836,
  price_per_lb: 1.6,
  stock_lengths: [
    { product_type: "Tube", shape: "Square", lengths_in: [240, 288] },
    { product_type: "Tube", shape: "Round", lengths_in: [240, 288] },
  ],
  price_breaks: [
    { min_quantity: 1, discount_percent: 0 },
    { min_quantity: 10, discount_percent: 5 },
  ],
  surcharge_per_lb: 0,
  surcharge_history: [],
  surcharge_earliest_from: "2026-11-25",
};

describe("stock lengths in the materials editor", () => {
  const square = () =>
    screen.findByLabelText("Square Tube stock lengths of A500 Structural Steel Tube, inches");

  it("sends only the shape whose stock lengths changed, and shows the server's message beside it", async () => {
    const net = stubNetwork({
      "GET /v2/admin/materials": () => ok({ materials: [a500] }),
      "PUT /v2/admin/materials/a500": () =>
        fail(400, "Square Tube is not offered in this material", [
          {
            field: "stock_lengths.0.shape",
            message: "Square Tube is not offered in this material",
          },
        ]),
    });
    const { user } = renderWithApp(
      <>
        <MaterialsPanel />
        <Toaster />
      </>,
    );
    const input = await square();
    expect(screen.getAllByText("240 in (20 ft), 288 in (24 ft)")).toHaveLength(2);
    await user.clear(input);
    await user.type(input, "288, 360 1/2; 240 144");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const [put] = net.calls("PUT /v2/admin/materials/a500");
    expect(await put?.json()).toMatchObject({
      stock_lengths: [
        { product_type: "Tube", shape: "Square", lengths_in: [288, 360.5, 240, 144] },
      ],
    });
    expect(
      await screen.findAllByText("Square Tube is not offered in this material"),
    ).not.toHaveLength(0);
    // What was typed stays.
    expect((input as HTMLInputElement).value).toBe("288, 360 1/2; 240 144");
  });

  it("refuses lengths out of range or not numbers before sending, with the server's message", async () => {
    const net = stubNetwork({
      "GET /v2/admin/materials": () => ok({ materials: [a500] }),
      "PUT /v2/admin/materials/a500": () => ok({}),
    });
    const { user } = renderWithApp(
      <>
        <MaterialsPanel />
        <Toaster />
      </>,
    );
    const input = await square();
    for (const typed of ["288, 600", "240, twenty", "6"]) {
      await user.clear(input);
      await user.type(input, typed);
      await user.click(screen.getByRole("button", { name: "Save" }));
      const message = await screen.findByText("Stock lengths are 12 to 480 in (1 to 40 ft)");
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.getAttribute("aria-describedby")).toBe(message.id);
    }
    await user.clear(input);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Choose at least one stock length");
    expect(net.calls("PUT /v2/admin/materials/a500")).toHaveLength(0);
  });
});
