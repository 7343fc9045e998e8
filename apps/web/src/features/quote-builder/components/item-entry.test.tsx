import { type DimensionsRequest, getDimensionConstraints, type ItemSpecInput } from "@ingot/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ok, type StubbedNetwork, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { ItemEntry } from "./item-entry";

const materials = ["6061-t651", "7075", "a500"].map((code) => ({
  code,
  name: code,
  is_available: true,
  minimum_order_quantity: code === "7075" ? 5 : 1,
}));

/** The materials, dimensions and pricing APIs as the server answers them (catalog from the domain). */
function network(): StubbedNetwork {
  return stubNetwork({
    "GET /v2/materials": () => ok({ materials }),
    "POST /v2/materials/dimensions": async (request) => {
      const body = (await request.json()) as DimensionsRequest;
      const constraints = getDimensionConstraints(body.material, body.product_type, body.shape);
      return ok({ constraints: (constraints ?? []).map((c) => ({ ...c, unit: "in" })) });
    },
    "POST /v2/pricing/quote": async (request) => {
      const spec = (await request.json()) as ItemSpecInput;
      return ok({
        weight_per_piece_lbs: 1,
        total_weight_lbs: spec.quantity,
        material_cost: 10 * spec.quantity,
        lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
      });
    },
  });
}

type User = ReturnType<typeof renderWithApp>["user"];

async function pick(user: User, productType: string, shape: string, material: string) {
  await user.click(screen.getByRole("button", { name: /Choose material|Change/ }));
  const dialog = await screen.findByRole("dialog");
  await user.click(
    await within(dialog).findByRole("button", { name: new RegExp(`^${productType}`) }),
  );
  await user.click(within(dialog).getByRole("button", { name: new RegExp(`^${shape}`) }));
  await user.click(within(dialog).getByRole("button", { name: new RegExp(`^${material}`) }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe("item entry", () => {
  it("a new material clears the dimensions only: the typed quantity stays (spec §4)", async () => {
    network();
    const onAdd = vi.fn();
    const { user } = renderWithApp(<ItemEntry onAdd={onAdd} buyNow={false} />);
    await pick(user, "Plate", "Plate", "6061-T651");
    await user.type(await screen.findByLabelText(/^Length/), "24");
    await user.type(field(/^Width/), "12");
    await user.clear(field(/^Quantity/));
    await user.type(field(/^Quantity/), "7");
    // The drawing labels the length in both units and the width with an inch mark (decisions §16).
    expect(document.body.textContent).toContain("L 24 in (2 ft)");
    expect(document.body.textContent).toContain('W 12"');
    expect(document.body.textContent).not.toContain("12 in");
    // The entry unit is in the label, inside the field and in the hint, with the other unit beside.
    expect(screen.getAllByText("(inches)", { selector: "label span" })).toHaveLength(3);
    expect(screen.getByTestId("unit-length").textContent).toBe("in");
    expect(screen.getByTestId("hint-length").textContent).toBe(
      "12–480 in (1–40 ft) · 24 in (2 ft)",
    );

    await pick(user, "Bar", "Round Bar", "6061-T651");
    await screen.findByLabelText(/^Diameter/);
    expect(field(/^Length/).value).toBe("");
    expect(field(/^Quantity/).value).toBe("7");
  });

  it("on /rfq the length is entered in feet and echoed in inches", async () => {
    network();
    const { user } = renderWithApp(<ItemEntry onAdd={vi.fn()} buyNow={false} lengthUnit="ft" />);
    await pick(user, "Plate", "Plate", "6061-T651");
    await user.type(await screen.findByLabelText(/^Length/), "20");
    expect(screen.getByLabelText(/^Length/).closest("div")?.parentElement?.textContent).toContain(
      "(feet)",
    );
    expect(screen.getByTestId("unit-length").textContent).toBe("ft");
    expect(screen.getByTestId("unit-width").textContent).toBe("in");
    expect(screen.getByTestId("hint-length").textContent).toBe(
      "1–40 ft (12–480 in) · 240 in (20 ft)",
    );
  });

  it("says why quantity waits before a material is chosen: 'Material must be selected first'", async () => {
    network();
    const { user } = renderWithApp(<ItemEntry onAdd={vi.fn()} buyNow={false} />);
    const quantity = field(/^Quantity/);
    expect(quantity.disabled).toBe(true);
    const hint = screen.getByTestId("hint-quantity");
    expect(hint.textContent).toBe("Material must be selected first");
    expect(quantity.getAttribute("aria-describedby")).toBe(hint.id);
    await pick(user, "Plate", "Plate", "6061-T651");
    await screen.findByLabelText(/^Length/);
    expect(screen.queryByTestId("hint-quantity")).toBeNull();
  });

  it("an untouched quantity starts at the new material's minimum", async () => {
    network();
    const { user } = renderWithApp(<ItemEntry onAdd={vi.fn()} buyNow={false} />);
    await pick(user, "Plate", "Plate", "7075-T6");
    await screen.findByLabelText(/^Length/);
    expect(field(/^Quantity/).value).toBe("5");
  });
});
