import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/**
 * A card under a heading: its title (after a muted icon when `icon` is given; `small` sets it at
 * the base size of a screen's side panels), an optional description, then its content
 * (`contentClassName` lays it out).
 */
export function TitledCard({
  title,
  icon: Icon,
  small = false,
  description,
  contentClassName,
  children,
  ...card
}: Omit<ComponentProps<typeof Card>, "title"> & {
  title: ReactNode;
  icon?: LucideIcon;
  small?: boolean;
  description?: ReactNode;
  contentClassName?: string;
}) {
  return (
    <Card {...card}>
      <CardHeader>
        <CardTitle className={cn(Icon && "flex items-center gap-2", small && "text-base")}>
          {Icon ? (
            <>
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />{" "}
            </>
          ) : null}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
