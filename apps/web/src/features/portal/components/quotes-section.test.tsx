import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company } from "../../../../test/company-fixtures";
import { ok, stubNetwork } from "../../../../test/network";
import {
  QUOTED_LINE,
  QUOTED_SPLIT_TEXT,
  quoteEntry,
  UNPRICED_LINE,
} from "../../../../test/quote-fixtures";
import { renderWithApp } from "../../../../test/render";
import { QuotesSection } from "./quotes-section";

const history = (quotes: ReturnType<typeof quoteEntry>[]) => ({
  quotes,
  pagination: { page: 1, limit: 10, total: quotes.length, total_pages: 1 },
  summary: {
    quick_quotes: 0,
    multi_line: quotes.length,
    total_items: 2,
    email: "pat@example.com",
    email_verified: true,
  },
});

describe("the portal's Quote History (issue #22)", () => {
  it("shows a quoted line's base metal, surcharge, cut charges and discount as quoted", async () => {
    stubNetwork({
      "GET /v2/companies/mine": () => ok(null),
      "GET /v2/quotes/user/user-1": () =>
        ok(
          history([
            quoteEntry({ items: [QUOTED_LINE, UNPRICED_LINE], item_count: 2, quoted_total: null }),
          ]),
        ),
    });
    renderWithApp(<QuotesSection userId="user-1" email="pat@example.com" />);
    const lines = await screen.findAllByTestId("portal-quote-line");
    expect(lines).toHaveLength(2);
    const [quoted, unpriced] = lines as [HTMLElement, HTMLElement];
    const split = within(quoted).getByTestId("quoted-split");
    expect(
      within(split)
        .getAllByTestId(/^split-/)
        .map((row) => row.textContent),
    ).toEqual(QUOTED_SPLIT_TEXT);
    // A line not priced yet has no split to show.
    expect(within(unpriced).queryByTestId("quoted-split")).toBeNull();
    expect(within(unpriced).getByText("Not priced yet")).toBeTruthy();
  });

  it("a member moves a request made before joining into the company; the company's own offer no move (issue #16)", async () => {
    const personal = quoteEntry({
      id: "7d3f0c2a-0000-4000-8000-0000000000a1",
      request_number: "RFQ-00000041",
    });
    const shared = quoteEntry({
      id: "7d3f0c2a-0000-4000-8000-0000000000a2",
      request_number: "RFQ-00000042",
      company_id: "org-1",
    });
    const net = stubNetwork({
      "GET /v2/companies/mine": () => ok(company("buyer")),
      "GET /v2/quotes/user/user-1": () => ok(history([personal, shared])),
      "POST /v2/companies/current/claim": () => ok({ kind: "quote", id: personal.id }),
    });
    const { user } = renderWithApp(<QuotesSection userId="user-1" email="pat@example.com" />);
    const move = await screen.findByRole("button", { name: "Move RFQ-00000041 to your company" });
    expect(screen.queryByRole("button", { name: "Move RFQ-00000042 to your company" })).toBeNull();
    await user.click(move);
    const dialog = await screen.findByRole("dialog", {
      name: "Move request RFQ-00000041 to Acme Machining?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Move to company" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await net.calls("POST /v2/companies/current/claim")[0]?.json()).toEqual({
      kind: "quote",
      id: personal.id,
    });
  });

  it("offers no move without a company", async () => {
    const net = stubNetwork({
      "GET /v2/companies/mine": () => ok(null),
      "GET /v2/quotes/user/user-1": () => ok(history([quoteEntry({})])),
    });
    renderWithApp(<QuotesSection userId="user-1" email="pat@example.com" />);
    await screen.findByTestId("portal-quote");
    await waitFor(() => expect(net.calls("GET /v2/companies/mine")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /to your company/ })).toBeNull();
  });
});
