import { ComingSoon } from "@/components/layout/coming-soon";

/** Admin dashboard (/admin). Placeholder until its issue lands. */
export function Component() {
  return (
    <ComingSoon
      title="Admin dashboard"
      purpose="Latest requests for quote, multi-line requests and mailing-list subscribers."
    />
  );
}
