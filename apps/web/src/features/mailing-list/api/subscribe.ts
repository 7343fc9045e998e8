import type { Subscriber } from "@ingot/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * POST /v2/mailing-list: 201 with the stored subscriber; 409 'Already subscribed' when the address
 * is already on the list; 400 'Email required' (or an invalid address) from the shared schema.
 */
export function subscribe(email: string) {
  return api.post<Subscriber>("/v2/mailing-list", { email });
}

export function useSubscribe() {
  // The signup shows its own toasts in the spec's words, not the generic error toast.
  return useMutation({ mutationFn: subscribe, meta: { silentError: true } });
}
