import { MESSAGES } from "@ingot/domain";
import { Badge } from "@/components/ui/badge";

/**
 * "TEST - no money taken" on an order that went through the built-in test checkout (issue #20).
 * The server decides it (`test_payment` on every order reply, from the provider the order was paid
 * through); nothing for an order paid with Stripe. Shown on /success and in the portal's order
 * history and tracking.
 */
export function TestPaymentBadge({ testPayment }: { testPayment: boolean }) {
  if (!testPayment) return null;
  return (
    <Badge variant="warning" data-testid="test-payment" title={MESSAGES.testPayments.order}>
      {MESSAGES.testPayments.label}
      <span className="sr-only">. {MESSAGES.testPayments.order}</span>
    </Badge>
  );
}
