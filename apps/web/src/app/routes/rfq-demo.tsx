import { ComingSoon } from "@/components/layout/coming-soon";

/** Request a quote (/rfq-demo). Placeholder until its issue lands. */
export function Component() {
  return (
    <ComingSoon
      title="Request a quote"
      purpose="A step-by-step wizard: items, details, contact and review."
    />
  );
}
