import { ComingSoon } from "@/components/layout/coming-soon";

/** Quote history (/quotes). Placeholder until its issue lands. */
export function Component() {
  return (
    <ComingSoon
      title="Quote history"
      purpose="Your quick quotes and multi-line RFQs, with their status."
    />
  );
}
