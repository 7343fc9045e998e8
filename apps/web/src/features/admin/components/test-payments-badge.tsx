import { MESSAGES } from "@ingot/domain";
import { Badge } from "@/components/ui/badge";
import { usePaymentMode } from "../api/get-payment-mode";

/** "TEST - no money taken" beside the admin heading while the built-in test checkout takes
 * payments (issue #20), so staff never ship an order that was paid with the test card. */
export function TestPaymentsBadge() {
  const mode = usePaymentMode();
  if (mode.data?.payment_provider !== "test") return null;
  return (
    <Badge variant="warning" data-testid="test-payments" title={MESSAGES.testPayments.explanation}>
      {MESSAGES.testPayments.label}
      <span className="sr-only">: {MESSAGES.testPayments.explanation}</span>
    </Badge>
  );
}
