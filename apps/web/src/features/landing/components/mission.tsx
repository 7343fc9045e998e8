import { brand } from "@/config/brand";
import { anchors } from "@/config/paths";
import { AnchoredSection, SectionHeading } from "./section-heading";

const facts = [
  { term: "Headquarters", value: brand.city },
  { term: "Manufacturers served", value: "500+" },
  { term: "Facility", value: "ITAR compliant" },
  { term: "Security", value: "SOC 2 Type II" },
  { term: "Traceability", value: "DFARS-compliant" },
  { term: "Lead times", value: "3-7 days" },
] as const;

/**
 * Mission section (spec §2 item 9, #mission). The facts fill a two-column grid: keep their count
 * even, so no cell is left empty (issue #18); sales hours span the last row.
 */
export function Mission() {
  return (
    <AnchoredSection
      id={anchors.mission}
      className="grid gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-20"
    >
      <div>
        <SectionHeading eyebrow="Mission" title="Make buying metal as precise as machining it" />
        <div className="mt-6 flex max-w-2xl flex-col gap-4 text-base text-muted-foreground leading-relaxed">
          <p>
            American shops hold tenths on the spindle, then wait days for a price on the stock. We
            started Ingot Metals to close that gap: a modern, software-driven metals supplier for
            American industry.
          </p>
          <p>
            Every quote, cut and certificate runs through one system, so the price you see is the
            price you pay, your material is traceable from heat to delivery, and the people who
            answer the phone know where your order is.
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-px self-start overflow-hidden rounded-lg border border-border bg-border">
        {facts.map((fact) => (
          <div
            key={fact.term}
            className="flex flex-col gap-1 bg-background p-4 sm:p-5"
            data-testid="mission-fact"
          >
            <dt className="text-muted-foreground text-xs uppercase tracking-wider">{fact.term}</dt>
            <dd className="font-medium tabular-nums">{fact.value}</dd>
          </div>
        ))}
        <div
          className="col-span-2 flex flex-col gap-1 bg-background p-4 sm:p-5"
          data-testid="mission-fact-wide"
        >
          <dt className="text-muted-foreground text-xs uppercase tracking-wider">Sales hours</dt>
          <dd className="font-medium tabular-nums">{brand.hours}</dd>
        </div>
      </dl>
    </AnchoredSection>
  );
}
