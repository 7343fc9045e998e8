import { type DocumentsList, type DocumentView, PORTAL_CACHE_MS } from "@ingot/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /v2/documents: certificates, quote PDFs, tax-exemption certificates and PO PDFs. */
export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.portal.documents,
    queryFn: ({ signal }) => api.get<DocumentsList>("/v2/documents", { signal }),
    staleTime: PORTAL_CACHE_MS,
  });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}

/** POST /v2/documents/tax-exemption (multipart). The server checks type and size on the bytes. */
export function useUploadTaxExemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return api.post<DocumentView>("/v2/documents/tax-exemption", form, { timeoutMs: 120_000 });
    },
    meta: { silentError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.portal.documents });
      void queryClient.invalidateQueries({ queryKey: queryKeys.portal.summary });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
