import { ComingSoon } from "@/components/layout/coming-soon";

/** Sign in or create an account (/auth). Placeholder until its issue lands. */
export function Component() {
  return (
    <ComingSoon
      title="Sign in or create an account"
      purpose="Sign in to track your quotes and orders, or create an account."
    />
  );
}
