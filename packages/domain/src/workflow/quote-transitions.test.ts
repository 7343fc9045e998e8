import { describe, expect, it } from "vitest";
import { QUOTE_STATUSES, type QuoteStatus } from "../constants";
import {
  canTransitionQuote,
  isQuoteExpired,
  nextQuoteStatuses,
  quoteValidUntil,
} from "./quote-transitions";

// Written out by hand (not derived from the table) so a change to the table must change this too.
const ADMIN_ALLOWED = new Set([
  "submitted>in_review",
  "submitted>quoted",
  "submitted>declined",
  "in_review>quoted",
  "in_review>declined",
  "quoted>in_review",
  "quoted>accepted",
  "quoted>declined",
  "expired>in_review",
]);
const CUSTOMER_ALLOWED = new Set(["quoted>accepted", "quoted>declined"]);
const SYSTEM_ALLOWED = new Set(["quoted>expired"]);

const pairs = QUOTE_STATUSES.flatMap((from) =>
  QUOTE_STATUSES.map((to) => [from, to] as [QuoteStatus, QuoteStatus]),
);

describe("quote transitions (decisions §5)", () => {
  it.each(pairs)("admin %s -> %s", (from, to) => {
    expect(canTransitionQuote(from, to, "admin")).toBe(ADMIN_ALLOWED.has(`${from}>${to}`));
  });
  it.each(pairs)("customer %s -> %s", (from, to) => {
    expect(canTransitionQuote(from, to, "customer")).toBe(CUSTOMER_ALLOWED.has(`${from}>${to}`));
  });
  it.each(pairs)("expiry sweep %s -> %s", (from, to) => {
    expect(canTransitionQuote(from, to, "system")).toBe(SYSTEM_ALLOWED.has(`${from}>${to}`));
  });

  it("lists the next statuses in workflow order; accepted and declined are final", () => {
    expect(nextQuoteStatuses("submitted")).toEqual(["in_review", "quoted", "declined"]);
    expect(nextQuoteStatuses("accepted")).toEqual([]);
    expect(nextQuoteStatuses("declined")).toEqual([]);
    expect(nextQuoteStatuses("quoted", "customer")).toEqual(["accepted", "declined"]);
  });

  it("a quote is valid 30 days by default and expires when the validity has passed", () => {
    const quotedAt = new Date("2025-01-01T00:00:00Z");
    const until = quoteValidUntil(quotedAt);
    expect(until.toISOString()).toBe("2025-01-31T00:00:00.000Z");
    expect(isQuoteExpired("quoted", until, new Date("2025-01-30T23:59:59Z"))).toBe(false);
    expect(isQuoteExpired("quoted", until, new Date("2025-01-31T00:00:00Z"))).toBe(true);
    expect(isQuoteExpired("accepted", until, new Date("2026-01-01T00:00:00Z"))).toBe(false);
    expect(isQuoteExpired("quoted", null)).toBe(false);
  });
});
