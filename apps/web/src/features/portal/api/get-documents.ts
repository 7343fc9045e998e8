import type { DocumentsList, DocumentView } from "@ingot/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { postFile } from "@/lib/endpoint-queries";
import { queryKeys } from "@/lib/query-keys";
import { portalQueryOptions } from "./portal-query";

/** GET /v2/documents: certificates, quote PDFs, tax-exemption certificates and PO PDFs. */
export const documentsQueryOptions = () =>
  portalQueryOptions<DocumentsList>(queryKeys.portal.documents, "/v2/documents");

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
