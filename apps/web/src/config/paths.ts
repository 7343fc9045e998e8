/** Every screen of spec section 2. Links use these, never string literals. */
export const paths = {
  home: "/",
  auth: "/auth",
  profile: "/profile",
  admin: "/admin",
  rfq: "/rfq",
  quotes: "/quotes",
  success: "/success",
  purchaseSummary: "/purchase-summary",
  rfqDemo: "/rfq-demo",
  /** The cut-list planner (issue #17). */
  cutList: "/cut-list",
  /** The built-in test checkout (decisions §6), standing in for a hosted payment page. */
  testCheckout: "/checkout/test/:sessionId",
} as const;

/** Anchors on the landing page. */
export const anchors = {
  quoteForm: "rfq",
  products: "products",
  why: "why",
  mission: "mission",
  gallery: "gallery",
} as const;
