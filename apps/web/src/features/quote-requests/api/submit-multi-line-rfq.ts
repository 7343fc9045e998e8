import type { MultiLineRequestInput, QuoteHistoryEntry } from "@ingot/domain";
import { api } from "@/lib/api-client";
import { createIdempotentSender } from "@/lib/idempotency-key";
import { queryKeys } from "@/lib/query-keys";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

const sendOnce = createIdempotentSender();

/**
 * POST /v2/quotes/multi-line; the user is the session's (spec §7, decisions §5). A retry of the
 * same request after a failure is answered, not stored, a second time.
 */
export function submitMultiLineRfq(body: MultiLineRequestInput) {
  return sendOnce(body, (key) =>
    api.post<QuoteHistoryEntry>("/v2/quotes/multi-line", body, {
      headers: { "Idempotency-Key": key },
      // A signed-out answer is shown on the page; the cart must not be left for /auth mid-submit.
      redirectOnUnauthorized: false,
    }),
  );
}

/** On success the quote list is refreshed (spec §7). The screen shows its own toasts. */
export function useSubmitMultiLineRfq() {
  return useInvalidatingMutation(submitMultiLineRfq, queryKeys.quotes.all);
}
