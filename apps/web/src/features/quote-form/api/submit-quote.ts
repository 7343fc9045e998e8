import type { QuoteRequestInput, SingleQuoteSubmission } from "@ingot/domain";

export type { SingleQuoteSubmission };

import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { createIdempotentSender } from "@/lib/idempotency-key";

const sendOnce = createIdempotentSender();

/** A retry of the same request after a failure is answered, not stored, a second time. */
export function submitQuote(body: QuoteRequestInput) {
  return sendOnce(body, (key) =>
    api.post<SingleQuoteSubmission>("/v2/quotes/single", body, {
      headers: { "Idempotency-Key": key },
    }),
  );
}

/** The forms show their own toasts and inline errors, so the global error toast stays quiet. */
export function useSubmitQuote() {
  return useMutation({ mutationFn: submitQuote, meta: { silentError: true } });
}
