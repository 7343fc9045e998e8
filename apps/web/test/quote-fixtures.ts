import type { QuoteHistoryEntry, QuoteLine } from "@ingot/domain";

/**
 * Quote history as the server answers it, for web unit tests: a quoted line whose total splits
 * into base metal, surcharge, cut charges and a quantity discount (issue #22), and a line not
 * priced yet.
 */
export const QUOTED_LINE: QuoteLine = {
  id: "33333333-3333-4333-8333-333333333331",
  position: 1,
  material: "6061-t651",
  material_label: "6061-T651",
  material_spec: null,
  product_type: "Plate",
  shape: "Plate",
  dimensions: { length: 24, width: 12, height: 1 },
  quantity: 10,
  description: null,
  dfars: false,
  status: "quoted",
  quoted_unit_price: 41.2,
  quoted_total: 412,
  // 352.50 + 27.30 + 40.00 - 7.80 = 412.00
  quoted_split: {
    unit_price: 41.2,
    base_cost: 352.5,
    surcharge_cost: 27.3,
    cut_cost: 40,
    discount_percent: 5,
    discount: 7.8,
    surcharge_per_lb: 0.35,
    priced_on: "2026-11-02",
  },
  bought: false,
};

export const UNPRICED_LINE: QuoteLine = {
  ...QUOTED_LINE,
  id: "33333333-3333-4333-8333-333333333332",
  position: 2,
  status: "submitted",
  quoted_unit_price: null,
  quoted_total: null,
  quoted_split: null,
};

export const quoteEntry = (patch: Partial<QuoteHistoryEntry> = {}): QuoteHistoryEntry => ({
  id: "11111111-1111-4111-8111-1111aaaaaaaa",
  kind: "multi-line",
  request_number: "RFQ-AAAAAAAA",
  status: "quoted",
  user_id: "user-1",
  name: "Pat",
  email: "pat@example.com",
  phone: null,
  company: "Acme",
  notes: null,
  dfars: false,
  rohs: false,
  created_at: "2026-11-02T15:00:00.000Z",
  quoted_at: "2026-11-02T16:00:00.000Z",
  valid_until: "2026-12-02T16:00:00.000Z",
  item_count: 1,
  total_pieces: 10,
  quoted_total: 412,
  items: [QUOTED_LINE],
  requote_of: null,
  requoted_as: null,
  expired: false,
  answerable: true,
  buyable: false,
  requotable: false,
  ...patch,
});

/** The labelled split lines a quoted line shows, in order, as "label amount". */
export const QUOTED_SPLIT_TEXT = [
  "Base metal$352.50",
  "Metal surcharge ($0.35/lb)$27.30",
  "Cut charges$40.00",
  "Quantity discount (5%)-$7.80",
];
