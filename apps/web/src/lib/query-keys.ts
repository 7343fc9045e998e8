import type {
  AdminOrdersQuery,
  CutListRequestInput,
  ItemSpecInput,
  QuoteKind,
} from "@ingot/domain";

/**
 * Every TanStack Query key of the app, in one place, so an invalidation reaches exactly the queries
 * it means and no feature types a key as a literal. A prefix (`quotes.all`, `admin.ordersAll`)
 * invalidates everything below it. Spec §9: portal data (profile, orders, notifications) is fresh
 * 5 minutes; the quote list 2 minutes, kept 10. Sign-out and a 401 clear the whole cache.
 */
export const queryKeys = {
  /** GET /v2/me: the session (api/me.ts). */
  me: ["me"] as const,
  /** GET /v2/materials (api/materials.ts); an admin's material change invalidates it. */
  materials: ["materials"] as const,
  materialDimensions: (material?: string, productType?: string, shape?: string) =>
    ["material-dimensions", material, productType, shape] as const,
  instantQuote: (spec: ItemSpecInput | undefined) => ["instant-quote", spec] as const,
  /** Every instant price (an admin's breaks or surcharge edit changes them). */
  instantQuoteAll: ["instant-quote"] as const,
  /** POST /v2/cut-lists/optimize: the planner's prices of one cut list. */
  cutList: (request: CutListRequestInput | undefined) => ["cut-list", request] as const,

  quotes: {
    /** Every quote list; an RFQ submission or a customer's answer invalidates it. */
    all: ["quotes"] as const,
    list: (userId: string, params: QuoteHistoryParams) =>
      ["quotes", "user", userId, params] as const,
  },

  checkout: {
    config: ["checkout-config"] as const,
    price: (input: object) => ["checkout-price", input] as const,
    confirm: (sessionId: string | undefined) => ["checkout-confirm", sessionId] as const,
    testSession: (sessionId: string) => ["test-checkout-session", sessionId] as const,
  },

  /** GET /v2/tax-exemption-certificate: a held order's upload page, by its token (issue #21). */
  taxExemptionUpload: (token: string) => ["tax-exemption-upload", token] as const,

  portal: {
    summary: ["portal", "summary"] as const,
    profile: (userId: string) => ["profile", userId] as const,
    orders: (email: string, params: object) => ["orders", email, params] as const,
    ordersAll: ["orders"] as const,
    order: (id: string) => ["orders", "detail", id] as const,
    documents: ["documents"] as const,
    rep: ["portal", "rep"] as const,
    preferences: (email: string) => ["notifications", email] as const,
    apiKeys: ["api-keys"] as const,
    webhooks: ["webhooks"] as const,
    webhookDeliveries: (id: string) => ["webhooks", id, "deliveries"] as const,
  },

  /**
   * The signed-in member's company (issue #16): GET /v2/companies/current (api/company.ts, read by
   * the portal's Company section and checkout's payment choice), its invitations, statement and
   * shared history. `company.all` invalidates every one of them (a role change, an approval).
   */
  company: {
    all: ["company"] as const,
    current: ["company", "current"] as const,
    invitations: ["company", "invitations"] as const,
    statement: ["company", "statement"] as const,
    orders: (params: object) => ["company", "orders", params] as const,
    ordersAll: ["company", "orders"] as const,
    /** Under `quotes.all`: answering or requoting a request (shared quote components) refreshes it. */
    quotes: (params: object) => ["quotes", "company", params] as const,
    /** GET /v2/invitations: the invitations waiting for the signed-in user. */
    myInvitations: ["my-invitations"] as const,
  },

  admin: {
    all: ["admin"] as const,
    overview: ["admin", "overview"] as const,
    quote: (id: string) => ["admin", "quote", id] as const,
    orders: (query: Partial<AdminOrdersQuery>) => ["admin", "orders", query] as const,
    ordersAll: ["admin", "orders"] as const,
    materials: ["admin", "materials"] as const,
    outbox: (status: string) => ["admin", "outbox", status] as const,
    outboxAll: ["admin", "outbox"] as const,
    taxExemptions: (status: string) => ["admin", "tax-exemptions", status] as const,
    taxExemptionsAll: ["admin", "tax-exemptions"] as const,
    companies: ["admin", "companies"] as const,
    companyStatement: (id: string) => ["admin", "companies", id, "statement"] as const,
  },
};

export interface QuoteHistoryParams {
  type: QuoteKind | "all";
  page: number;
  limit: number;
}
