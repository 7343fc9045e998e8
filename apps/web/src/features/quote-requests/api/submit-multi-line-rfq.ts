import type { MultiLineRequestInput, QuoteHistoryEntry } from "@ingot/domain";
import { idempotentPost } from "@/lib/idempotency-key";
import { queryKeys } from "@/lib/query-keys";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

/**
 * POST /v2/quotes/multi-line; the user is the session's (spec §7, decisions §5). A retry of the
 * same request after a failure is answered, not stored, a second time.
 */
export const submitMultiLineRfq = idempotentPost<MultiLineRequestInput, QuoteHistoryEntry>(
  "/v2/quotes/multi-line",
  // A signed-out answer is shown on the page; the cart must not be left for /auth mid-submit.
  { redirectOnUnauthorized: false },
);

/** On success the quote list is refreshed (spec §7). The screen shows its own toasts. */
export function useSubmitMultiLineRfq() {
  return useInvalidatingMutation(submitMultiLineRfq, queryKeys.quotes.all);
}
