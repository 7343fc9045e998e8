import { MESSAGES } from "@ingot/domain";
import { useEffect } from "react";
import { Navigate } from "react-router";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { AdminScreen } from "@/features/admin/components/admin-screen";
import { useSession } from "@/features/auth/hooks/use-session";
import { toast } from "@/lib/toast";

type Access = "loading" | "signed-out" | "error" | "denied" | "admin";

/**
 * Admin dashboard (/admin, spec §2, §4 "Admin screen"): the session loads, then the role. No
 * session goes to /auth; a customer goes home with 'Access Denied' / "You don't have admin
 * permissions."; a failed session read is an 'Access Error'. The server refuses every admin call
 * to non-admins anyway (401/403).
 */
export function Component() {
  const session = useSession({ refetchOnMount: "always" });
  const access: Access = session.isLoading
    ? "loading"
    : session.error && !session.user
      ? "error"
      : !session.user
        ? "signed-out"
        : session.isAdmin
          ? "admin"
          : "denied";

  useEffect(() => {
    if (access === "denied") {
      toast.error(MESSAGES.admin.accessDeniedTitle, {
        id: "admin-access",
        description: MESSAGES.admin.noAdminPermissions,
      });
    } else if (access === "error") {
      toast.error(MESSAGES.admin.accessErrorTitle, {
        id: "admin-access",
        description: MESSAGES.admin.profileLoadFailed,
      });
    }
  }, [access]);

  if (access === "signed-out") return <Navigate to={paths.auth} replace />;
  if (access === "denied" || access === "error") return <Navigate to={paths.home} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {access === "admin" ? (
          <AdminScreen />
        ) : (
          <div aria-busy="true" className="flex flex-col gap-4">
            <Skeleton className="h-8 w-40" />
            <Skeleton className="h-24" />
            <Skeleton className="h-72" />
          </div>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
