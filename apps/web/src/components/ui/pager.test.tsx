import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager";

function Paged({ pages }: { pages: number }) {
  const [page, setPage] = useState(1);
  return (
    <Pager page={page} pages={pages} onPage={setPage} label="Order pages" detail="· 42 orders" />
  );
}

describe("the pager", () => {
  it("steps through the pages and stops at both ends", async () => {
    const user = userEvent.setup();
    render(<Paged pages={3} />);
    const nav = screen.getByRole("navigation", { name: "Order pages" });
    const previous = screen.getByRole("button", { name: /Previous/ });
    const next = screen.getByRole("button", { name: /Next/ });
    expect(nav.textContent).toContain("Page 1 of 3 · 42 orders");
    expect(previous.hasAttribute("disabled")).toBe(true);

    await user.click(next);
    await user.click(next);
    expect(nav.textContent).toContain("Page 3 of 3");
    expect(next.hasAttribute("disabled")).toBe(true);
    await user.click(previous);
    expect(nav.textContent).toContain("Page 2 of 3");
  });

  it("shows nothing when everything fits on one page", () => {
    render(<Paged pages={1} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
