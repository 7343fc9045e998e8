import type { QuoteHistoryEntry, QuoteLine } from "@ingot/domain";
import { describe, expect, it } from "vitest";
import { buyableLines } from "./buy-quote";

const line = (id: string, patch: Partial<QuoteLine> = {}): QuoteLine => ({
  id,
  position: 1,
  material: "6061-t651",
  material_label: "6061-T651",
  material_spec: null,
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity: 4,
  description: null,
  dfars: true,
  status: "accepted",
  quoted_unit_price: 120.5,
  quoted_total: 482,
  quoted_split: null,
  bought: false,
  ...patch,
});

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const entry = (patch: Partial<QuoteHistoryEntry>, items: QuoteLine[]): QuoteHistoryEntry => ({
  id: "11111111-1111-4111-8111-111111111111",
  kind: "multi-line",
  request_number: "RFQ-11111111",
  status: "accepted",
  user_id: null,
  name: "Pat",
  email: "pat@example.com",
  phone: null,
  company: "Acme",
  notes: null,
  dfars: true,
  rohs: false,
  created_at: new Date().toISOString(),
  quoted_at: new Date().toISOString(),
  valid_until: inAWeek,
  item_count: items.length,
  total_pieces: 4,
  quoted_total: 482,
  items,
  requote_of: null,
  requoted_as: null,
  expired: false,
  answerable: false,
  buyable: true,
  requotable: false,
  ...patch,
});

const A = "22222222-2222-4222-8222-22222222222a";
const B = "22222222-2222-4222-8222-22222222222b";
const C = "22222222-2222-4222-8222-22222222222c";

describe("which lines of a quote can be bought", () => {
  it("every priced line of an accepted, valid quote, but not one already bought", () => {
    const lines = [line(A), line(B, { quoted_total: null }), line(C, { bought: true })];
    expect(buyableLines(entry({}, lines)).map((l) => l.id)).toEqual([A]);
  });

  it("nothing of a quote the server says cannot be bought now (not accepted, or expired on its clock)", () => {
    // The browser's clock says the quote is valid for a week yet; the server's answer wins.
    expect(buyableLines(entry({ buyable: false }, [line(A)]))).toEqual([]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    // And a quote whose validity passed on the browser's clock is still bought when the server says so.
    expect(buyableLines(entry({ valid_until: yesterday }, [line(A)])).map((l) => l.id)).toEqual([
      A,
    ]);
  });
});
