import { ComingSoon } from "@/components/layout/coming-soon";

/** Your account (/profile). Placeholder until its issue lands. */
export function Component() {
  return (
    <ComingSoon
      title="Your account"
      purpose="Dashboard, account info, order and quote history, documents, your sales rep and settings."
    />
  );
}
