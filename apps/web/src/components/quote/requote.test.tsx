import type { QuoteHistoryEntry, QuoteLine } from "@ingot/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../test/network";
import { renderWithApp } from "../../../test/render";
import { REQUOTE_LABEL, RequoteAction, RequoteComparison } from "./requote";

const OLD_ID = "11111111-1111-4111-8111-1111aaaaaaaa";
const NEW_ID = "22222222-2222-4222-8222-2222bbbbbbbb";

const line = (position: number, unit: number, quantity: number): QuoteLine => ({
  id: `33333333-3333-4333-8333-33333333333${position}`,
  position,
  material: "6061-t651",
  material_label: "6061-T651",
  material_spec: null,
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity,
  description: null,
  dfars: false,
  status: "quoted",
  quoted_unit_price: unit,
  quoted_total: unit * quantity,
  quoted_split: null,
  bought: false,
});

const entry = (patch: Partial<QuoteHistoryEntry>): QuoteHistoryEntry => ({
  id: OLD_ID,
  kind: "multi-line",
  request_number: "RFQ-AAAAAAAA",
  status: "expired",
  user_id: null,
  name: "Pat",
  email: "pat@example.com",
  phone: null,
  company: "Acme",
  notes: null,
  dfars: false,
  rohs: false,
  created_at: "2026-10-01T15:00:00.000Z",
  quoted_at: "2026-10-01T15:00:00.000Z",
  valid_until: "2026-10-31T15:00:00.000Z",
  item_count: 2,
  total_pieces: 7,
  quoted_total: 1200,
  items: [line(1, 100, 2), line(2, 200, 5)],
  requote_of: null,
  requoted_as: null,
  expired: true,
  answerable: false,
  buyable: false,
  requotable: true,
  ...patch,
});

describe("RequoteAction (issue #22)", () => {
  it("requotes an expired quote in one click", async () => {
    const net = stubNetwork({
      [`POST /v2/quotes/${OLD_ID}/requote`]: () =>
        ok({ id: NEW_ID, request_number: "RFQ-2222BBBB", requote_of: OLD_ID }, 201),
    });
    renderWithApp(
      <>
        <RequoteAction entry={entry({})} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: REQUOTE_LABEL }));
    await waitFor(() => expect(net.calls(`POST /v2/quotes/${OLD_ID}/requote`)).toHaveLength(1));
    expect(await screen.findByText("Requoted at today's price")).toBeTruthy();
  });

  it("offers nothing when the server says it cannot be requoted, and names a successor", () => {
    const { unmount } = renderWithApp(<RequoteAction entry={entry({ requotable: false })} />);
    expect(screen.queryByRole("button", { name: REQUOTE_LABEL })).toBeNull();
    unmount();
    renderWithApp(
      <RequoteAction
        entry={entry({
          requotable: false,
          requoted_as: { id: NEW_ID, request_number: "RFQ-2222BBBB" },
        })}
      />,
    );
    expect(screen.getByTestId("requoted-as").textContent).toBe("Requoted as RFQ-2222BBBB");
  });
});

describe("RequoteComparison", () => {
  it("shows the old and the new prices side by side", () => {
    renderWithApp(
      <RequoteComparison
        entry={entry({
          id: NEW_ID,
          status: "quoted",
          items: [line(1, 110, 2), line(2, 190, 5)],
          quoted_total: 1170,
          requotable: false,
          requote_of: {
            id: OLD_ID,
            request_number: "RFQ-AAAAAAAA",
            quoted_at: "2026-10-01T15:00:00.000Z",
            valid_until: "2026-10-31T15:00:00.000Z",
            quoted_total: 1200,
            items: [
              { position: 1, quoted_unit_price: 100, quoted_total: 200 },
              { position: 2, quoted_unit_price: 200, quoted_total: 1000 },
            ],
          },
        })}
      />,
    );
    expect(screen.getAllByTestId("old-price").map((c) => c.textContent)).toEqual([
      "$200.00",
      "$1,000.00",
    ]);
    expect(screen.getAllByTestId("new-price").map((c) => c.textContent)).toEqual([
      "$220.00",
      "$950.00",
    ]);
    expect(screen.getByTestId("old-total").textContent).toBe("$1,200.00");
    expect(screen.getByTestId("new-total").textContent).toBe("$1,170.00");
  });
});
