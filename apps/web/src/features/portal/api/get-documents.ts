import { type DocumentsList, type DocumentView, PORTAL_CACHE_MS } from "@ingot/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getQueryOptions, postFile } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/documents: certificates, quote PDFs, tax-exemption certificates and PO PDFs. */
export const documentsQueryOptions = () =>
  getQueryOptions<DocumentsList>(queryKeys.portal.documents, "/v2/documents", {
    staleTime: PORTAL_CACHE_MS,
  });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}

/** POST /v2/documents/tax-exemption (multipart). The server checks type and size on the bytes. */
export function useUploadTaxExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postFile<DocumentView>("/v2/documents/tax-exemption", file),
    meta: { silentError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.portal.documents });
      void queryClient.invalidateQueries({ queryKey: queryKeys.portal.summary });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
