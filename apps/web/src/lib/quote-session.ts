import type { Me, QuoteFormContact } from "@ingot/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "./api-client";

/**
 * ADAPTER for the quote forms (issue #5): who is signed in and their profile contact, read from
 * GET /v2/me. When the accounts work publishes its own session hook, make this a thin wrapper of it
 * (or replace its two call sites in app/quote-forms.tsx) so the app asks once.
 */
export function useQuoteSession(): {
  pending: boolean;
  signedIn: boolean;
  email: string;
  contact: Partial<QuoteFormContact> | undefined;
  /** An admin accepted the account's tax-exemption certificate (portal Documents). */
  taxExemptionAccepted: boolean;
} {
  const query = useQuery({
    queryKey: ["me"],
    queryFn: ({ signal }) => api.get<Me>("/v2/me", { signal, redirectOnUnauthorized: false }),
    retry: false,
  });
  const me = query.data;
  const contact = useMemo(() => {
    if (!me?.user) return undefined;
    const profile = me.profile;
    return {
      name: profile?.full_name ?? me.user.name ?? "",
      email: profile?.email ?? me.user.email,
      company: profile?.company ?? "",
      phone: profile?.phone ?? "",
    };
  }, [me]);
  return {
    pending: query.isPending,
    signedIn: Boolean(me?.user),
    email: me?.user?.email ?? "",
    contact,
    taxExemptionAccepted: me?.tax_exemption_status === "accepted",
  };
}
