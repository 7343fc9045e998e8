import { MESSAGES } from "@ingot/domain";
import { useEffect } from "react";
import { Navigate } from "react-router";
import { PageShell } from "@/components/layout/page-shell";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/hooks/use-session";
import { QuoteHistoryView } from "@/features/quote-requests/components/quote-history-view";
import { toast } from "@/lib/toast";

/** Quote history (/quotes, spec §2). Signed out: a toast, then /auth (spec §8). */
export function Component() {
  const session = useSession();
  const signedOut = !session.isLoading && !session.user;

  useEffect(() => {
    if (signedOut) {
      toast.error(MESSAGES.quoteHistory.authRequiredTitle, {
        id: "quotes-auth-required",
        description: MESSAGES.quoteHistory.authRequiredDetail,
      });
    }
  }, [signedOut]);

  if (signedOut) return <Navigate to={paths.auth} replace />;

  return (
    <PageShell
      title="Quote history"
      description="Your quick quotes and multi-line RFQs, with their status and quoted prices."
    >
      {session.user ? (
        <QuoteHistoryView userId={session.user.id} email={session.user.email} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-36" />
          <Skeleton className="h-28" />
        </div>
      )}
    </PageShell>
  );
}
