import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UrlText, urlLinePieces } from "./url-text";

const LONG =
  "https://erp.hooked-machining.example.com/integrations/ingot/webhooks?tenant=detroit-2&token=abc123#events";

describe("a URL that wraps cleanly", () => {
  it("ends lines only after '/' of the path and before '?', '&' and '#'", () => {
    expect(urlLinePieces(LONG)).toEqual([
      "https://erp.hooked-machining.example.com/",
      "integrations/",
      "ingot/",
      "webhooks",
      "?tenant=detroit-2",
      "&token=abc123",
      "#events",
    ]);
    expect(urlLinePieces("https://a.example/")).toEqual(["https://a.example/"]);
  });

  it("is the URL itself to copy and to read aloud, with a break opportunity between pieces", () => {
    const { container } = render(<UrlText url={LONG} />);
    const span = container.querySelector("span");
    expect(span?.textContent).toBe(LONG);
    expect(container.querySelectorAll("wbr")).toHaveLength(urlLinePieces(LONG).length - 1);
    // Each piece moves to the next line whole (an inline block no wider than the line).
    const pieces = [...container.querySelectorAll("[data-url-piece]")];
    expect(pieces.map((p) => p.textContent)).toEqual(urlLinePieces(LONG));
    for (const piece of pieces) expect(piece.className).toBe("inline-block max-w-full");
    // A piece longer than the line breaks inside rather than overflowing; no break-all elsewhere.
    expect(span?.className).toContain("wrap-anywhere");
    expect(span?.className).not.toContain("break-all");
  });
});
