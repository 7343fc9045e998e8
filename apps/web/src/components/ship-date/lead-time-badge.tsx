import type { LeadTime } from "@ingot/domain";
import { Badge } from "@/components/ui/badge";

/** A price's or an order's lead time as a badge of its tier: "3-4 days · Fast turnaround". */
export function LeadTimeBadge({
  leadTime,
}: {
  leadTime: { tier: LeadTime["tier"]; days: string; label: string };
}) {
  return (
    <Badge variant={leadTime.tier}>
      {leadTime.days} days · {leadTime.label}
    </Badge>
  );
}
