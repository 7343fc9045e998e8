import { Clock, ShieldCheck, Truck, Zap } from "lucide-react";
import { Container } from "./section-heading";

const advantages = [
  { icon: Zap, title: "Same-day quotes", detail: "Instant prices online" },
  { icon: Clock, title: "3-7 day lead times", detail: "Cut to size in Detroit, MI" },
  {
    icon: ShieldCheck,
    title: "DFARS-compliant traceability",
    detail: "Certified, traceable material",
  },
  { icon: Truck, title: "Nationwide insured shipping", detail: "Or pick up at our dock" },
] as const;

/** Advantages strip (spec §2 item 7). */
export function AdvantagesStrip() {
  return (
    <section aria-label="Advantages" className="border-border border-y bg-surface">
      <Container>
        <ul className="grid grid-cols-1 divide-y divide-border sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-4 lg:divide-x">
          {advantages.map(({ icon: Icon, title, detail }) => (
            <li key={title} className="flex items-center gap-4 py-5 sm:py-6 lg:px-6 lg:first:pl-0">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-link dark:bg-primary/15">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-medium text-sm">{title}</p>
                <p className="text-muted-foreground text-sm">{detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
