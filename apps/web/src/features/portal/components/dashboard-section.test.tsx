import type { PortalSummary } from "@ingot/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { renderWithApp } from "../../../../test/render";
import { DashboardSection } from "./dashboard-section";

const summary = (latest: PortalSummary["latest_activity"]): PortalSummary => ({
  open_requests: { value: 0, section: "quotes" },
  quotes_awaiting: { value: 0, section: "quotes" },
  orders_in_progress: { value: 0, section: "orders" },
  spent_this_year: { value: 0, year: 2026, section: "orders" },
  latest_activity: latest,
  tax_exemption_status: null,
});

describe("the portal dashboard's greeting", () => {
  it("greets a brand-new account without 'back'", async () => {
    stubNetwork({ "GET /v2/portal/summary": () => ok(summary([])) });
    renderWithApp(<DashboardSection name="Ada Lovelace" />);
    await screen.findByText("Latest activity");
    expect(screen.getByRole("heading", { level: 2, name: "Welcome, Ada" })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it("welcomes back an account that has done something", async () => {
    stubNetwork({
      "GET /v2/portal/summary": () =>
        ok(
          summary([
            {
              kind: "quote",
              id: "q1",
              title: "RFQ-0000ABCD · 2 items",
              status: "submitted",
              at: "2026-11-01T10:00:00.000Z",
              section: "quotes",
              target_id: "q1",
            },
          ]),
        ),
    });
    renderWithApp(<DashboardSection name="Ada Lovelace" />);
    expect(await screen.findByRole("heading", { name: "Welcome back, Ada" })).toBeTruthy();
  });
});
