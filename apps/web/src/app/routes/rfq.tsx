import { ComingSoon } from "@/components/layout/coming-soon";

/** Multi-line RFQ (/rfq). Placeholder until its issue lands. */
export function Component() {
  return (
    <ComingSoon
      title="Multi-line RFQ"
      purpose="Build a request for quote with several items and submit it securely."
    />
  );
}
