import { type AdminQuoteDetail, formatUsd, type ItemSpecInput } from "@ingot/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { QuoteDetailDialog } from "./quote-detail-dialog";

const ID = "7d3f0c2a-0000-4000-8000-000000000001";
const line = (n: number, length: number, quoted: number | null) => ({
  id: `7d3f0c2a-0000-4000-8000-00000000010${n}`,
  position: n,
  material: "6061-t651",
  material_label: "6061-T651",
  material_spec: null,
  product_type: "Plate" as const,
  shape: "Plate" as const,
  dimensions: { length, width: 12, height: 1 },
  quantity: 2,
  description: null,
  dfars: false,
  status: "in_review" as const,
  quoted_unit_price: quoted,
  quoted_total: quoted === null ? null : quoted * 2,
  quoted_split: null,
  bought: false,
});

const detail: AdminQuoteDetail = {
  id: ID,
  kind: "multi-line",
  request_number: "RFQ-00000001",
  status: "in_review",
  user_id: null,
  name: "Ada Buyer",
  email: "ada@example.com",
  phone: null,
  company: "Acme",
  notes: null,
  dfars: false,
  rohs: false,
  created_at: "2026-11-25T10:00:00.000Z",
  quoted_at: null,
  valid_until: null,
  item_count: 2,
  total_pieces: 4,
  quoted_total: null,
  items: [line(1, 24, null), line(2, 48, 99.5)],
  history: [],
  requote_of: null,
  requoted_as: null,
  expired: false,
  answerable: false,
  buyable: false,
  requotable: false,
};

describe("the admin quote dialog", () => {
  it("prefills an unpriced line with the engine's price, keeps a stored one, clears errors as the price is typed", async () => {
    const net = stubNetwork({
      [`GET /v2/admin/quotes/${ID}`]: () => ok(detail),
      "POST /v2/pricing/quote": async (request) => {
        const spec = (await request.json()) as ItemSpecInput;
        // $1.50 a piece-inch: line 1 (24 in, 2 pcs) costs $72.00, $36.00 a piece.
        return ok({
          weight_per_piece_lbs: 1,
          total_weight_lbs: 2,
          material_cost: 1.5 * (spec.dimensions.length ?? 0) * spec.quantity,
          lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
        });
      },
    });
    const { user } = renderWithApp(
      <>
        <Toaster />
        <QuoteDetailDialog id={ID} onClose={() => {}} />
      </>,
    );
    const prices = async () => (await screen.findAllByTestId("line-price")) as HTMLInputElement[];
    await waitFor(async () => expect((await prices())[0]?.value).toBe("36.00"));
    expect((await prices())[1]?.value).toBe("99.50");
    expect(screen.getAllByTestId("engine-price")[0]?.textContent).toBe("Engine $36.00");
    expect(net.calls("POST /v2/pricing/quote").length).toBeGreaterThan(0);

    // Empty a price, ask to quote: the error shows; typing a price takes it away.
    const [first] = await prices();
    if (!first) throw new Error("no price field");
    await user.clear(first);
    // "Send quote" submits the lines' form (its form attribute); happy-dom needs the submit itself.
    expect(screen.getByRole("button", { name: "Send quote" }).getAttribute("form")).toBe(
      first.form?.id,
    );
    if (first.form) fireEvent.submit(first.form);
    expect(await screen.findByText("Enter a price")).toBeTruthy();
    expect(first.getAttribute("aria-invalid")).toBe("true");
    await user.type(first, "40");
    await waitFor(() => expect(screen.queryByText("Enter a price")).toBeNull());
    expect(first.getAttribute("aria-invalid")).toBeNull();
    expect(first.value).toBe("40");
  });

  it("keeps typed prices when the request is fetched again with other changes", async () => {
    let fetches = 0;
    stubNetwork({
      // The live dashboard refetches the open request on every event; here another line's
      // status has changed meanwhile, so the lines arrive as new objects.
      [`GET /v2/admin/quotes/${ID}`]: () => {
        fetches += 1;
        return ok(
          fetches === 1
            ? detail
            : { ...detail, items: detail.items.map((i) => ({ ...i, status: "quoted" as const })) },
        );
      },
      "POST /v2/pricing/quote": () =>
        ok({
          weight_per_piece_lbs: 1,
          total_weight_lbs: 2,
          material_cost: 72,
          lead_time: { tier: "fast", days: "3-4", label: "Fast turnaround" },
        }),
    });
    const { user, queryClient } = renderWithApp(<QuoteDetailDialog id={ID} onClose={() => {}} />);
    const prices = async () => (await screen.findAllByTestId("line-price")) as HTMLInputElement[];
    await waitFor(async () => expect((await prices())[0]?.value).toBe("36.00"));
    const [first, second] = await prices();
    if (!first || !second) throw new Error("no price fields");
    await user.clear(first);
    await user.type(first, "120.5");
    await user.clear(second);
    await user.type(second, "38");
    await queryClient.refetchQueries();
    await waitFor(() => expect(fetches).toBe(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(first.value).toBe("120.5");
    expect(second.value).toBe("38");
    // 2 × 120.50 + 2 × 38.00
    expect(screen.getByTestId("quote-total").textContent).toBe(formatUsd(24100 + 7600));
  });
});
