import { useSearchParams } from "react-router";
import { PageShell } from "@/components/layout/page-shell";
import { SuccessScreen } from "@/features/checkout/components/success-screen";

/** Payment confirmation (/success, spec §2): the provider returns here with ?session_id=. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <PageShell title="Payment confirmation">
      <SuccessScreen sessionIdFromUrl={params.get("session_id") ?? undefined} />
    </PageShell>
  );
}
