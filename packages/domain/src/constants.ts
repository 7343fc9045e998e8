import { FULFILMENT_STATUS_VALUES } from "./workflow/order-transitions";

/** Business constants of spec §9 and decisions that are not owned by a more specific module. */

/** Quantity per item (spec §9). A material may raise the minimum (materials.minimum_order_quantity). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 500;

/** Step of numeric dimension inputs on the quote form, inches (spec §5, §9). */
export const DIMENSION_INPUT_STEP_IN = 0.001;

/** Brand (decisions §3: configuration on the server; these are the defaults). */
export const BRAND_NAME = "Ingot Metals";
export const BRAND_WORD = "Ingot";
export const ORDER_NUMBER_PREFIX = "ING";

/** Pickup facility texts (spec §3); name, address and phone are server configuration. */
export const PICKUP_HOURS = "Monday-Friday 8:00 AM-5:00 PM";
export const PICKUP_INSTRUCTIONS = "We will contact you with pickup instructions.";

/** Payments (spec §9). */
export const CURRENCY = "usd";
export const DEFAULT_STATE = "MI";
export const DEFAULT_COUNTRY = "US";

/** Response promises (spec §9). */
export const QUOTE_RESPONSE_HOURS = 24;
export const WIZARD_REVIEW_WINDOW = "2-4 hours";

/** Timing and caching (spec §9), milliseconds. */
export const HTTP_TIMEOUT_MS = 30_000;
export const PORTAL_CACHE_MS = 5 * 60_000;
export const QUOTES_STALE_MS = 2 * 60_000;
export const QUOTES_GC_MS = 10 * 60_000;
export const QUERY_STALE_MS = 5 * 60_000;
export const QUERY_GC_MS = 10 * 60_000;
export const QUERY_RETRIES = 2;
export const STEP_TRANSITION_MS = 300;
export const WIZARD_AUTOSAVE_DELAY_MS = 2_000;
export const MAPS_LOAD_CHECK_DELAY_MS = 200;
export const COST_RECALC_DELAY_MS = 100;

/** Quote form / wizard steps, in order (spec §4). */
export const QUOTE_STEPS = ["items", "details", "contact", "review"] as const;
export type QuoteStep = (typeof QUOTE_STEPS)[number];

/** Auth (spec §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** ours: the auth library's default upper bound, kept explicit. */
export const PASSWORD_MAX_LENGTH = 128;

/** Admin lists (spec §9). */
export const ADMIN_LATEST_RFQS = 10;
export const ADMIN_LATEST_RFQ_REQUESTS = 10;
export const ADMIN_LATEST_SUBSCRIBERS = 20;

/** Quote workflow (decisions §5). */
export const QUOTE_STATUSES = [
  "submitted",
  "in_review",
  "quoted",
  "accepted",
  "declined",
  "expired",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_VALIDITY_DAYS = 30;

/**
 * Order payment and fulfilment statuses (spec §4, decisions §6): not paid yet, paid, then the
 * fulfilment statuses after their own `pending` (workflow/order-transitions.ts).
 */
const [, ...FULFILMENT_AFTER_PENDING] = FULFILMENT_STATUS_VALUES;
export const ORDER_STATUSES = ["pending", "paid", ...FULFILMENT_AFTER_PENDING] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DELIVERY_METHODS = ["ship", "pickup"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Referral options (spec §3, §9). */
export const REFERRAL_SOURCES = ["x", "linkedin", "google", "chatgpt", "other"] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];
/** How each referral source reads to a person (the quote form's question, its review, admin). */
export const REFERRAL_LABELS: Record<ReferralSource, string> = {
  x: "X (Twitter)",
  linkedin: "LinkedIn",
  google: "Google",
  chatgpt: "ChatGPT",
  other: "Other",
};

/** Theme (spec §1). */
export const DEFAULT_THEME = "dark";
