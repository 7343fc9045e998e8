import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  QUOTED_LINE,
  QUOTED_SPLIT_TEXT,
  quoteEntry,
  UNPRICED_LINE,
} from "../../../../test/quote-fixtures";
import { renderWithApp } from "../../../../test/render";
import { QuoteDetailDialog } from "./quote-detail-dialog";

describe("/quotes: a request's detail (issue #22)", () => {
  it("shows each quoted line's split as quoted, and none on a line not priced", () => {
    renderWithApp(
      <QuoteDetailDialog
        entry={quoteEntry({ items: [QUOTED_LINE, UNPRICED_LINE], item_count: 2 })}
        onOpenChange={() => {}}
      />,
    );
    const [quoted, unpriced] = screen.getAllByTestId("quote-line") as [HTMLElement, HTMLElement];
    const split = within(quoted).getByTestId("quoted-split");
    expect(
      within(split)
        .getAllByTestId(/^split-/)
        .map((row) => row.textContent),
    ).toEqual(QUOTED_SPLIT_TEXT);
    expect(within(unpriced).queryByTestId(/^split-/)).toBeNull();
  });
});
