import { createContext, type ReactNode, useContext } from "react";
import { cn } from "@/lib/cn";

/** The id of the title that labels the AnchoredSection around. */
const SectionTitleId = createContext<string | undefined>(undefined);

/** What a landing section's heading says. */
export type Heading = { eyebrow: string; title: ReactNode; lead?: ReactNode };

/**
 * Eyebrow, title and lead of a landing section. Inside an AnchoredSection its title takes the id
 * that labels the section; elsewhere `id` names it.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  className,
  align = "left",
}: Heading & {
  id?: string;
  className?: string;
  align?: "left" | "center";
}) {
  const sectionTitleId = useContext(SectionTitleId);
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
      <h2
        id={id ?? sectionTitleId}
        className="mt-3 text-balance font-semibold text-xl tracking-tight sm:text-2xl"
      >
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
 * above, its content in the page's Container, opened by `heading` when given. It is labelled by
 * its SectionHeading's title (`{id}-title`), which may also sit deeper in its content.
 */
export function AnchoredSection({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading?: Heading;
  /** The Container's classes (a grid, say). */
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="border-border border-t py-16 sm:py-24">
      <SectionTitleId.Provider value={titleId}>
        <Container {...(className ? { className } : {})}>
          {heading ? <SectionHeading {...heading} /> : null}
          {children}
        </Container>
      </SectionTitleId.Provider>
    </section>
  );
}
