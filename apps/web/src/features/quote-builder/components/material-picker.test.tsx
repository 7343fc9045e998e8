import { MESSAGES } from "@ingot/domain";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fail, ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { MaterialPicker } from "./material-picker";
import type { MaterialSelection } from "./material-selection";

/** What GET /v2/materials lists as available: every catalog material but P20 (disabled). */
const available = ["5000-series", "6061-t651", "7075", "7050-t7451", "a500", "a513"].map(
  (code) => ({
    code,
    name: code,
    is_available: true,
    minimum_order_quantity: code === "7075" ? 5 : 1,
  }),
);

function Harness({ onSelect }: { onSelect: (s: MaterialSelection) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "picker open" : "picker closed"}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open picker
      </button>
      <MaterialPicker open={open} onOpenChange={setOpen} onSelect={onSelect} />
    </>
  );
}

function options(step: string): string[] {
  return within(screen.getByRole("list", { name: step }))
    .getAllByRole("button")
    .map((b) => b.querySelector(".font-medium")?.textContent ?? "");
}

describe("the material picker", () => {
  it("goes product type, shape, material; Back returns a step keeping the choice made there", async () => {
    stubNetwork({ "GET /v2/materials": () => ok({ materials: available }) });
    const onSelect = vi.fn();
    const { user } = renderWithApp(<Harness onSelect={onSelect} />);
    const dialog = await screen.findByRole("dialog");
    const next = within(dialog).getByRole("button", { name: /Next/ });

    await within(dialog).findByRole("list", { name: MESSAGES.picker.stepProductType });
    expect(options(MESSAGES.picker.stepProductType)).toEqual(["Tube", "Bar", "Plate"]);
    expect(next.hasAttribute("disabled")).toBe(true);

    await user.click(within(dialog).getByRole("button", { name: /^Bar/ }));
    expect(options(MESSAGES.picker.stepShape)).toEqual([
      "Round Bar",
      "Square Bar",
      "Rectangle Bar",
    ]);
    expect(next.hasAttribute("disabled")).toBe(true);

    await user.click(within(dialog).getByRole("button", { name: /^Square Bar/ }));
    // P20 is not available: it is not offered.
    expect(options(MESSAGES.picker.stepMaterial)).toEqual([
      "6061-T651",
      "5000 Series Aluminum",
      "7050-T7451",
      "7075-T6",
    ]);

    // Back from material: the shape step with the shape still chosen (spec §4 clears only the
    // material), so Next goes forward again.
    await user.click(within(dialog).getByRole("button", { name: /Back/ }));
    expect(screen.getByRole("list", { name: MESSAGES.picker.stepShape })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole("button", { name: /^Square Bar/ })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    expect(next.hasAttribute("disabled")).toBe(false);
    // The step heading reads as the spec's: "Step 2 Select Shape (n available)", no colon.
    expect(within(dialog).getByRole("heading", { level: 3 }).textContent).toBe(
      `Step 2 ${MESSAGES.picker.stepShape} (3 available)`,
    );
    await user.click(next);
    expect(screen.getByRole("list", { name: MESSAGES.picker.stepMaterial })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: /Back/ }));

    // Back from shape: product type, its choice kept, so Next goes forward again.
    await user.click(within(dialog).getByRole("button", { name: /Back/ }));
    expect(within(dialog).getByRole("button", { name: /^Bar/ }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(next.hasAttribute("disabled")).toBe(false);
    await user.click(next);
    await user.click(within(dialog).getByRole("button", { name: /^Round Bar/ }));
    await user.click(within(dialog).getByRole("button", { name: /^7075-T6/ }));

    expect(onSelect).toHaveBeenCalledWith({
      productType: "Bar",
      shape: "Round",
      materialCode: "7075",
      materialLabel: "7075-T6",
      minimumOrderQuantity: 5,
    });
    expect(screen.getByText("picker closed")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("starts over each time it opens; Cancel on the first step closes it", async () => {
    stubNetwork({ "GET /v2/materials": () => ok({ materials: available }) });
    const { user } = renderWithApp(<Harness onSelect={() => {}} />);
    await user.click(await screen.findByRole("button", { name: /^Tube/ }));
    expect(screen.getByRole("list", { name: MESSAGES.picker.stepShape })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.getByText("picker closed")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Open picker" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByRole("list", { name: MESSAGES.picker.stepProductType }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("picker closed")).toBeTruthy();
  });

  it("says why when the materials cannot load, and tries again on request", async () => {
    let replies = 0;
    const net = stubNetwork({
      "GET /v2/materials": () =>
        ++replies === 1 ? fail(400, "Bad request") : ok({ materials: available }),
    });
    const { user } = renderWithApp(<Harness onSelect={() => {}} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(MESSAGES.portal.materialsLoadFailed);
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    await screen.findByRole("list", { name: MESSAGES.picker.stepProductType });
    expect(net.calls("GET /v2/materials")).toHaveLength(2);
  });
});
