import { PageShell } from "@/components/layout/page-shell";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/features/auth/hooks/use-session";
import { PortalScreen, PortalSignedOut } from "@/features/portal/components/portal-screen";

/** The customer portal (/profile, spec §2): sections by URL hash; signed out, a sign-in prompt. */
export function Component() {
  const session = useSession();
  const user = session.user;
  return (
    <PageShell title="Your account">
      {session.isLoading ? (
        <div aria-busy="true" className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-10 lg:h-72" />
          <Skeleton className="h-96" />
        </div>
      ) : user ? (
        <PortalScreen
          user={{
            id: user.id,
            email: user.email,
            name: session.profile?.full_name ?? user.name,
          }}
        />
      ) : (
        <PortalSignedOut />
      )}
    </PageShell>
  );
}
