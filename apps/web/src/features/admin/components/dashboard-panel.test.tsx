import type { AdminOverview } from "@ingot/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../test/render";
import { DashboardPanel } from "./dashboard-panel";

const overview: AdminOverview = {
  counts: {
    new_requests: 2,
    in_review: 0,
    awaiting_customer: 0,
    paid_awaiting_production: 0,
    in_production: 0,
    subscribers: 0,
  },
  rfqs: [
    {
      id: "00000000-0000-4000-8000-000000000001",
      submission_id: "00000000-0000-4000-8000-000000000002",
      request_number: "Q-1001",
      name: "Ada",
      company: "Acme",
      email: "ada@acme.test",
      phone: null,
      material: "6061-T6",
      material_label: "6061-T6 Round Bar",
      form: "Bar",
      quantity: 4,
      dimensions: { length: 12, diameter: 1 },
      dfars: false,
      referral_source: null,
      referral_other: null,
      status: "submitted",
      created_at: "2026-11-20T10:00:00.000Z",
      requote_of: null,
    } as AdminOverview["rfqs"][number],
  ],
  rfq_requests: [
    {
      id: "00000000-0000-4000-8000-000000000003",
      request_number: "R-2001",
      name: "Grace",
      company: "Beta",
      email: "grace@beta.test",
      status: "submitted",
      item_count: 3,
      total_pieces: 12,
      dfars: true,
      rohs: false,
      created_at: "2026-11-21T10:00:00.000Z",
      requote_of: null,
    },
  ],
  subscribers: [],
};

const heads = (name: string) =>
  within(screen.getByRole("table", { name }))
    .getAllByRole("columnheader")
    .map((th) => th.textContent);

describe("the admin dashboard's request tables", () => {
  it("frame each table's own columns with the request, company, contact and status columns", () => {
    renderWithApp(
      <DashboardPanel
        overview={overview}
        isLoading={false}
        fresh={new Set()}
        onOpenQuote={() => {}}
        onShowOrders={() => {}}
      />,
    );
    expect(heads("Latest 10 multi-line requests")).toEqual([
      "Request",
      "Company",
      "Contact",
      "Lines",
      "Pieces",
      "Flags",
      "Status",
      "Received",
      "Open",
    ]);
    expect(heads("Latest 10 quick quotes")).toEqual([
      "Request",
      "Company",
      "Contact",
      "Material",
      "Dimensions",
      "Qty",
      "Status",
      "Received",
      "Open",
    ]);
    expect(screen.getByTestId("request-row").textContent).toContain("DFARS");
    expect(screen.getByTestId("quick-quote-row").textContent).toContain("Q-1001");
  });
});
