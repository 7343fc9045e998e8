import { QUOTE_STATUS_LABELS, type QuoteStatus } from "@ingot/domain";
import { Badge, type BadgeProps } from "./badge";

type Variant = NonNullable<BadgeProps["variant"]>;

/**
 * One colour per quote status everywhere (admin, portal, /quotes): grey while it waits, blue while
 * we work on it, green for a price or a yes, red for a no, orange once it lapsed. The label is the
 * domain's, so the colour never stands alone.
 */
export const QUOTE_STATUS_VARIANT: Record<QuoteStatus, Variant> = {
  submitted: "neutral",
  in_review: "standard",
  quoted: "success",
  accepted: "success",
  declined: "danger",
  expired: "warning",
};

export function QuoteStatusBadge({
  status,
  ...props
}: { status: QuoteStatus } & Omit<BadgeProps, "variant" | "children">) {
  return (
    <Badge variant={QUOTE_STATUS_VARIANT[status]} {...props}>
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}
