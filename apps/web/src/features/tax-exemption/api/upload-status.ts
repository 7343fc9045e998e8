import type { DocumentView, TaxExemptionUploadStatus } from "@ingot/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { postFile } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

const url = (token: string) => `/v2/tax-exemption-certificate?token=${encodeURIComponent(token)}`;

/** GET /v2/tax-exemption-certificate?token=: the held order's number, hold and certificates. */
export const uploadStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.taxExemptionUpload(token),
    queryFn: ({ signal }) => api.get<TaxExemptionUploadStatus>(url(token), { signal }),
    enabled: token.length > 0,
  });

export function useUploadStatus(token: string) {
  return useQuery(uploadStatusQueryOptions(token));
}

/** POST /v2/tax-exemption-certificate?token= (multipart); the server checks the file's content. */
export function useUploadExemptionCertificate(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postFile<DocumentView>(url(token), file),
    meta: { silentError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.taxExemptionUpload(token) });
    },
  });
}
