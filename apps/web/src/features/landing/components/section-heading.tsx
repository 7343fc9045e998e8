import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Eyebrow, title and lead of a landing section; the title's id labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  className,
  align = "left",
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  align?: "left" | "center";
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      <p
        className={cn(
          "flex items-center gap-2 font-medium text-muted-foreground text-xs uppercase tracking-[0.14em]",
          align === "center" && "justify-center",
        )}
      >
        <span aria-hidden="true" className="h-px w-6 bg-primary" />
        {eyebrow}
      </p>
      <h2 id={id} className="mt-3 text-balance font-semibold text-xl tracking-tight sm:text-2xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-pretty text-base text-muted-foreground">{lead}</p> : null}
    </div>
  );
}

/** The page's horizontal frame. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6", className)}>{children}</div>;
}

/**
 * A section of the landing page that the header's links jump to (`id`, a `#` anchor): ruled
 * above, labelled by its SectionHeading (`titleId`), its content in the page's Container.
 */
export function AnchoredSection({
  id,
  titleId,
  className,
  children,
}: {
  id: string;
  titleId: string;
  /** The Container's classes (a grid, say). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className="border-border border-t py-16 sm:py-24">
      <Container {...(className ? { className } : {})}>{children}</Container>
    </section>
  );
}
