import { QUOTE_STATUSES, type QuoteStatus } from "../constants";

/**
 * The quote workflow of decisions §5 as a table: from each status, the statuses it may move to.
 * `submitted -> in_review -> quoted -> accepted | declined`; a quoted price that passes its validity
 * becomes `expired`. Ours beyond the ruling: staff may quote straight from `submitted`, decline a
 * request they cannot supply, and reopen a quoted or expired request for a revised price.
 */
export const QUOTE_TRANSITIONS = {
  submitted: ["in_review", "quoted", "declined"],
  in_review: ["quoted", "declined"],
  quoted: ["in_review", "accepted", "declined", "expired"],
  accepted: [],
  declined: [],
  expired: ["in_review"],
} as const satisfies Record<QuoteStatus, readonly QuoteStatus[]>;

/** Who moves a request: staff (admin), the customer who owns it, or the expiry sweep. */
export type QuoteActor = "admin" | "customer" | "system";

/** What each actor may do on top of the table: a customer only answers a quote; expiry is automatic. */
const ACTOR_TARGETS: Record<QuoteActor, readonly QuoteStatus[]> = {
  admin: ["in_review", "quoted", "accepted", "declined"],
  customer: ["accepted", "declined"],
  system: ["expired"],
};

export function canTransitionQuote(
  from: QuoteStatus,
  to: QuoteStatus,
  actor: QuoteActor = "admin",
): boolean {
  const allowed: readonly QuoteStatus[] = QUOTE_TRANSITIONS[from];
  if (!allowed.includes(to)) return false;
  if (actor === "customer" && from !== "quoted") return false;
  return ACTOR_TARGETS[actor].includes(to);
}

/** The statuses `actor` may move a request to from `from`, in workflow order. */
export function nextQuoteStatuses(from: QuoteStatus, actor: QuoteActor = "admin"): QuoteStatus[] {
  return QUOTE_STATUSES.filter((to) => canTransitionQuote(from, to, actor));
}

/** Default validity of a quoted price (decisions §5), days. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;
export const MAX_QUOTE_VALIDITY_DAYS = 365;

/** When a price quoted at `quotedAt` stops being valid. */
export function quoteValidUntil(quotedAt: Date, days = DEFAULT_QUOTE_VALIDITY_DAYS): Date {
  return new Date(quotedAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/** A quoted request whose validity has passed reads as expired, even before the sweep stores it. */
export function isQuoteExpired(
  status: QuoteStatus,
  validUntil: Date | null,
  now: Date = new Date(),
): boolean {
  return status === "quoted" && validUntil !== null && validUntil.getTime() <= now.getTime();
}
