import type { CreateCompanyRequest, CreatedCompany } from "@ingot/domain";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

/** POST /v2/companies: the caller becomes its owner (409 when they already belong to one). */
export function useCreateCompany() {
  return useInvalidatingMutation(
    (body: CreateCompanyRequest) => api.post<CreatedCompany>("/v2/companies", body),
    queryKeys.company.all,
  );
}
