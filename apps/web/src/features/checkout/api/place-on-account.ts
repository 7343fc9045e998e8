import type { OnAccountOrder, PoUploadReply } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postFile } from "@/lib/endpoint-queries";
import { idempotentPost } from "@/lib/idempotency-key";
import { queryKeys } from "@/lib/query-keys";
import type { CreateCheckoutSessionInput } from "./create-checkout-session";

/**
 * POST /v2/checkout/on-account (issue #16): the card checkout's body plus the PO number (and the
 * uploaded PO's token). The server prices it as for card, checks the credit in one transaction,
 * and answers 201 with the order `invoiced` or `pending_approval`; 409 over the available credit,
 * 403 without terms, 400 without a PO number.
 */
export type OnAccountInput = CreateCheckoutSessionInput & {
  po_number: string;
  po_upload_token?: string;
};

/** One Idempotency-Key per order (decision 013): a retry after a lost reply places it once. */
export const placeOnAccount = idempotentPost<OnAccountInput, OnAccountOrder>(
  "/v2/checkout/on-account",
);

export function usePlaceOnAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOnAccount,
    meta: { silentError: true },
    onSuccess: () => {
      // The balance, the statement, the approvals and the order lists all changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.company.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.portal.ordersAll });
    },
  });
}

/** POST /v2/checkout/po-upload (multipart, field `file`): the PO document, before the order. */
export function useUploadPo() {
  return useMutation({
    mutationFn: (file: File) => postFile<PoUploadReply>("/v2/checkout/po-upload", file),
    meta: { silentError: true },
  });
}
