import type { VariantProps } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Button, type buttonVariants } from "@/components/ui/button";

/**
 * A link to a route of the app that looks like a Button (`variant`, `size`, `className`), with an
 * optional leading icon; the link's own props (`to`, a test id…) go to the router's Link.
 */
export function ButtonLink({
  variant,
  size,
  className,
  icon: Icon,
  children,
  ...link
}: ComponentProps<typeof Link> & VariantProps<typeof buttonVariants> & { icon?: LucideIcon }) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...link}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
