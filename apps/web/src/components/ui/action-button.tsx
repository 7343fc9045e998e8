import type { LucideIcon } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";

/**
 * A row's action (Revoke, Approve, Send test event…): a small button whose icon gives way to the
 * spinner while its work is `pending` (Button's `pending` and `blocked` as they are).
 */
export function ActionButton({
  icon: Icon,
  size = "sm",
  pending = false,
  children,
  ...props
}: ButtonProps & { icon: LucideIcon }) {
  return (
    <Button size={size} pending={pending} {...props}>
      {pending ? null : <Icon aria-hidden="true" />}
      {children}
    </Button>
  );
}
