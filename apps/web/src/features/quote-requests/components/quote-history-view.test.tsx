import type { QuoteHistoryEntry } from "@ingot/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ok, stubNetwork } from "../../../../test/network";
import { quoteEntry } from "../../../../test/quote-fixtures";
import { renderWithApp } from "../../../../test/render";
import { QuoteHistoryView } from "./quote-history-view";

const history = (quotes: QuoteHistoryEntry[]) => ({
  quotes,
  pagination: { page: 1, limit: 10, total: quotes.length, total_pages: 1 },
  summary: {
    quick_quotes: 0,
    multi_line: quotes.length,
    total_items: quotes.length,
    email: "pat@example.com",
    email_verified: true,
  },
});

describe("/quotes shows a quoted request's price, validity and answer (issue #18)", () => {
  it("the quoted total, 'Valid until' and Accept quote, which posts the answer", async () => {
    const net = stubNetwork({
      "GET /v2/quotes/user/user-1": () => ok(history([quoteEntry()])),
      "POST /v2/quotes/11111111-1111-4111-8111-1111aaaaaaaa/accept": () =>
        ok(quoteEntry({ status: "accepted", answerable: false, buyable: true })),
    });
    const { user } = renderWithApp(<QuoteHistoryView userId="user-1" email="pat@example.com" />);
    const summary = (await screen.findAllByTestId("quoted-summary"))[0];
    if (!summary) throw new Error("no quoted summary");
    expect(within(summary).getByTestId("quoted-total").textContent).toBe("$412.00");
    expect(summary.textContent).toContain("Valid until");
    await user.click(
      (await screen.findAllByRole("button", { name: "Accept quote" }))[0] as HTMLElement,
    );
    expect(
      net.calls("POST /v2/quotes/11111111-1111-4111-8111-1111aaaaaaaa/accept").length,
    ).toBeGreaterThan(0);
  });

  it("an expired price says Expired and offers no answer (the server's clock decides)", async () => {
    stubNetwork({
      "GET /v2/quotes/user/user-1": () =>
        ok(history([quoteEntry({ expired: true, answerable: false })])),
    });
    renderWithApp(<QuoteHistoryView userId="user-1" email="pat@example.com" />);
    const summary = (await screen.findAllByTestId("quoted-summary"))[0];
    expect(summary?.textContent).toContain("Expired");
    expect(screen.queryByRole("button", { name: "Accept quote" })).toBeNull();
  });
});
