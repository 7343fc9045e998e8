import type {
  TestCardPaymentRequest,
  TestCardPaymentResponse,
  TestCheckoutSession,
} from "@ingot/domain";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The built-in test checkout (decisions §6): the session the page shows, and paying it. */
export function getTestSession(sessionId: string, signal?: AbortSignal) {
  return api.get<TestCheckoutSession>(
    `/v2/checkout/test-sessions/${encodeURIComponent(sessionId)}`,
    { signal },
  );
}

export function testSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.checkout.testSession(sessionId),
    queryFn: ({ signal }) => getTestSession(sessionId, signal),
    retry: false,
  });
}

export function useTestSession(sessionId: string) {
  return useQuery(testSessionQueryOptions(sessionId));
}

export type TestCardInput = TestCardPaymentRequest;

export function payTestSession(sessionId: string, card: TestCardInput) {
  return api.post<TestCardPaymentResponse>(
    `/v2/checkout/test-sessions/${encodeURIComponent(sessionId)}/pay`,
    card,
  );
}

export function usePayTestSession(sessionId: string) {
  // The decline is told once, by the payment page (its alert and summary toast).
  return useMutation({
    mutationFn: (card: TestCardInput) => payTestSession(sessionId, card),
    meta: { silentError: true },
  });
}
