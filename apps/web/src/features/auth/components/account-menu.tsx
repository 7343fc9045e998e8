import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { anchors, paths } from "@/config/paths";
import { useSignOut } from "../api/sign-out";
import { useSession } from "../hooks/use-session";

const AccountDropdown = lazy(() =>
  import("./account-dropdown").then((m) => ({ default: m.AccountDropdown })),
);

/**
 * The header's account corner (spec §2): signed in, an Account menu with Profile and Sign Out;
 * signed out, Sign In (/auth) and Get Quote (/#rfq).
 */
export function AccountMenu() {
  const { isLoading, user } = useSession();
  // Owned here, not by the lazily loaded dropdown, so signing out outlives the menu's unmount.
  const signOut = useSignOut();

  if (isLoading) {
    return <Skeleton className="h-8 w-24" data-testid="account-menu-loading" />;
  }

  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.auth}>Sign In</Link>
        </Button>
        <Button asChild size="sm">
          <a href={`${paths.home}#${anchors.quoteForm}`}>Get Quote</a>
        </Button>
      </div>
    );
  }

  return (
    <Suspense fallback={<Skeleton className="h-8 w-24" />}>
      <AccountDropdown
        user={user}
        signingOut={signOut.isPending}
        onSignOut={() => signOut.mutate()}
      />
    </Suspense>
  );
}
