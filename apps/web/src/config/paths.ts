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
  /** A held order's tax-exemption certificate upload (issue #21), linked from its email. */
  taxExemptionCertificate: "/tax-exemption-certificate",
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
