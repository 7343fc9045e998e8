import type { AdminCertificateReply } from "@ingot/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * POST /v2/admin/orders/{id}/certificates (multipart, field `file`). XMLHttpRequest rather than
 * fetch so the upload can report progress (0..1). Replies are the usual envelope.
 */
export function uploadCertificate(
  orderId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<AdminCertificateReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/v2/admin/orders/${encodeURIComponent(orderId)}/certificates`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" }));
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      const body = (payload ?? {}) as { status?: string; message?: string; data?: unknown };
      if (xhr.status >= 200 && xhr.status < 300 && body.status === "success") {
        resolve(body.data as AdminCertificateReply);
        return;
      }
      reject(
        new ApiError(body.message || `Upload failed with status ${xhr.status}`, {
          status: xhr.status,
          kind: "http",
        }),
      );
    };
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; file: File; onProgress?: (f: number) => void }) =>
      uploadCertificate(input.orderId, input.file, input.onProgress),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.ordersAll });
    },
  });
}
