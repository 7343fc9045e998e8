import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUOTE_STATUSES } from "../constants";
import {
  canAnswerQuote,
  canBuyQuote,
  canBuyQuotedLine,
  canRequote,
  isQuotePriceLapsed,
} from "./customer-quote-actions";

const now = new Date("2026-06-01T12:00:00Z");
const later = "2026-06-02T12:00:00Z";
const earlier = "2026-05-31T12:00:00Z";

describe("what a customer may do with their quote", () => {
  it("answers only a quoted request whose price has not lapsed", () => {
    expect(canAnswerQuote("quoted", later, now)).toBe(true);
    expect(canAnswerQuote("quoted", null, now)).toBe(true);
    expect(canAnswerQuote("quoted", earlier, now)).toBe(false);
    expect(canAnswerQuote("quoted", now, now)).toBe(false);
    for (const status of QUOTE_STATUSES.filter((s) => s !== "quoted")) {
      expect(canAnswerQuote(status, later, now)).toBe(false);
    }
  });

  it("buys only from an accepted request with a validity still ahead", () => {
    expect(canBuyQuote("accepted", later, now)).toBe(true);
    expect(canBuyQuote("accepted", new Date(later), now)).toBe(true);
    expect(canBuyQuote("accepted", earlier, now)).toBe(false);
    expect(canBuyQuote("accepted", null, now)).toBe(false);
    for (const status of QUOTE_STATUSES.filter((s) => s !== "accepted")) {
      expect(canBuyQuote(status, later, now)).toBe(false);
    }
  });

  it("buys a line only when it has a price and a full item spec", () => {
    const line = { quoted_total: 12.5, product_type: "Plate", shape: "Plate" };
    expect(canBuyQuotedLine(line)).toBe(true);
    expect(canBuyQuotedLine({ ...line, quoted_total: null })).toBe(false);
    expect(canBuyQuotedLine({ ...line, bought: true })).toBe(false);
    expect(canBuyQuotedLine({ ...line, product_type: null })).toBe(false);
    expect(canBuyQuotedLine({ ...line, shape: null })).toBe(false);
  });

  it("never offers both answering and buying for the same request at the same moment", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUOTE_STATUSES),
        fc.option(fc.date({ noInvalidDate: true })),
        fc.date({ noInvalidDate: true }),
        (status, until, at) =>
          !(canAnswerQuote(status, until, at) && canBuyQuote(status, until, at)),
      ),
    );
  });
});

describe("canRequote (issue #22)", () => {
  const now = new Date("2026-11-23T15:00:00Z");
  const past = "2026-11-20T00:00:00Z";
  const future = "2026-12-20T00:00:00Z";

  it("offers a requote once a priced request's validity has passed", () => {
    expect(canRequote("expired", past, now)).toBe(true);
    expect(canRequote("quoted", past, now)).toBe(true);
    expect(canRequote("accepted", past, now)).toBe(true);
    expect(canRequote("expired", now.toISOString(), now)).toBe(true);
  });

  it("refuses one still valid, never priced, declined or already requoted", () => {
    expect(canRequote("quoted", future, now)).toBe(false);
    expect(canRequote("accepted", future, now)).toBe(false);
    expect(canRequote("submitted", null, now)).toBe(false);
    expect(canRequote("in_review", null, now)).toBe(false);
    expect(canRequote("declined", past, now)).toBe(false);
    expect(canRequote("expired", past, now, true)).toBe(false);
  });
});

describe("isQuotePriceLapsed (the portal's Expired, on the server's clock)", () => {
  it("a priced request past its validity, or marked expired, has lapsed", () => {
    expect(isQuotePriceLapsed("quoted", earlier, now)).toBe(true);
    expect(isQuotePriceLapsed("accepted", earlier, now)).toBe(true);
    expect(isQuotePriceLapsed("expired", later, now)).toBe(true);
    expect(isQuotePriceLapsed("quoted", later, now)).toBe(false);
    expect(isQuotePriceLapsed("submitted", null, now)).toBe(false);
    expect(isQuotePriceLapsed("declined", earlier, now)).toBe(false);
  });

  it("a quote that can be answered or bought has never lapsed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUOTE_STATUSES),
        fc.option(fc.date({ noInvalidDate: true })),
        (status, until) => {
          if (canAnswerQuote(status, until, now) || canBuyQuote(status, until, now)) {
            expect(isQuotePriceLapsed(status, until, now)).toBe(false);
          }
        },
      ),
    );
  });
});
