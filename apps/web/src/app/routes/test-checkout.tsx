import { useParams } from "react-router";
import { PageShell } from "@/components/layout/page-shell";
import { TestCheckoutScreen } from "@/features/checkout/components/test-checkout-screen";

/** /checkout/test/:sessionId: the built-in test checkout page (decisions §6). */
export function Component() {
  const { sessionId = "" } = useParams();
  return (
    <PageShell title="Test checkout">
      <TestCheckoutScreen sessionId={sessionId} />
    </PageShell>
  );
}
