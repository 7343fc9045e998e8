import type { QuoteRequestInput } from "@ingot/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The reply of POST /v2/quotes/single. */
export interface SingleQuoteSubmission {
  submission_id: string;
  items: number;
  rfq_ids: string[];
  status: "submitted";
  created_at: string;
}

export function submitQuote(body: QuoteRequestInput) {
  return api.post<SingleQuoteSubmission>("/v2/quotes/single", body);
}

/** The forms show their own toasts and inline errors, so the global error toast stays quiet. */
export function useSubmitQuote() {
  return useMutation({ mutationFn: submitQuote, meta: { silentError: true } });
}
