import { useMe } from "@/api/me";

/**
 * Session state (spec §3, §4): a loading flag, then the user and session, both null when signed
 * out. Every screen and the header read it from here.
 */
export function useSession(options: { refetchOnMount?: boolean | "always" } = {}) {
  const me = useMe(options);
  return {
    isLoading: me.isPending,
    isFetching: me.isFetching,
    user: me.data?.user ?? null,
    session: me.data?.session ?? null,
    profile: me.data?.profile ?? null,
    isAdmin: me.data?.user?.role === "admin",
    error: me.error,
  };
}
