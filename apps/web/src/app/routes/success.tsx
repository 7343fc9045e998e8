import { ComingSoon } from "@/components/layout/coming-soon";

/** Payment confirmation (/success). Placeholder until its issue lands. */
export function Component() {
  return (
    <ComingSoon
      title="Payment confirmation"
      purpose="Your order summary and estimated lead time after payment."
    />
  );
}
