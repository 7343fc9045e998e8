import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
});
