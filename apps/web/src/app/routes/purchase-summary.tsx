import { ComingSoon } from "@/components/layout/coming-soon";

/** Order summary (/purchase-summary). Placeholder until its issue lands. */
export function Component() {
  return (
    <ComingSoon
      title="Order summary"
      purpose="Review material specifications, shipping or pickup and pricing, then proceed to payment."
    />
  );
}
