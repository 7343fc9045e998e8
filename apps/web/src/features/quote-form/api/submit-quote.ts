import type { QuoteRequestInput, SingleQuoteSubmission } from "@ingot/domain";

export type { SingleQuoteSubmission };

import { useMutation } from "@tanstack/react-query";
import { idempotentPost } from "@/lib/idempotency-key";

/** A retry of the same request after a failure is answered, not stored, a second time. */
export const submitQuote = idempotentPost<QuoteRequestInput, SingleQuoteSubmission>(
  "/v2/quotes/single",
);

/** The forms show their own toasts and inline errors, so the global error toast stays quiet. */
export function useSubmitQuote() {
  return useMutation({ mutationFn: submitQuote, meta: { silentError: true } });
}
