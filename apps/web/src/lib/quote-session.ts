import type { QuoteFormContact } from "@ingot/domain";
import { useMemo } from "react";
import { useMe } from "@/api/me";

/**
 * The session as the quote and checkout forms need it: who is signed in and their profile
 * contact, from the app's one GET /v2/me query (api/me.ts: one key, one fresh time).
 */
export function useQuoteSession(): {
  pending: boolean;
  signedIn: boolean;
  email: string;
  contact: Partial<QuoteFormContact> | undefined;
  /** An admin accepted the account's tax-exemption certificate (portal Documents). */
  taxExemptionAccepted: boolean;
} {
  const query = useMe();
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
