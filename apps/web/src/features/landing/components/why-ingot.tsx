import { Check } from "lucide-react";
import { IconList } from "@/components/ui/icon-list";
import { anchors } from "@/config/paths";
import { AnchoredSection } from "./section-heading";

const heading = {
  eyebrow: "Why Ingot",
  title: "A metals supplier that works like the rest of your shop software",
  lead: "Buying metal should take minutes, not a week of phone tag and spreadsheets.",
};

const reasons = [
  {
    number: "01",
    title: "Quotes at software speed",
    body: "Price plate, bar and tube in the form above while you type the dimensions. Anything unusual gets a person, not a queue.",
    points: [
      "Same-day quotes",
      "A detailed quote within 24 hours",
      "Multi-line RFQs for whole jobs",
    ],
  },
  {
    number: "02",
    title: "Cut to size, on the truck fast",
    body: "We saw stock to your dimensions in Detroit and ship it insured, or you collect it from our dock.",
    points: [
      "3-7 day lead times",
      "Stock comes in lengths up to 40 ft or custom cut",
      "Nationwide insured shipping",
    ],
  },
  {
    number: "03",
    title: "Traceable by default",
    body: "Defense and aerospace work needs paper that holds up. Heat numbers follow your material from the mill to your receiving dock.",
    points: ["DFARS-compliant traceability", "An ITAR compliant facility", "SOC 2 Type II"],
  },
];

/** Why section (spec §2 item 6, #why). */
export function WhyIngot() {
  return (
    <AnchoredSection id={anchors.why} heading={heading}>
      <ol className="mt-12 grid gap-px overflow-hidden rounded-lg border border-border bg-border md:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.number} className="flex flex-col bg-background p-6 sm:p-8">
            <span className="part-number text-link text-sm" aria-hidden="true">
              {reason.number}
            </span>
            <h3 className="mt-4 font-semibold text-lg">{reason.title}</h3>
            <p className="mt-2 mb-6 text-muted-foreground text-sm leading-relaxed">{reason.body}</p>
            <IconList
              className="mt-auto flex flex-col gap-2.5 border-border border-t pt-5 text-sm"
              itemClassName="flex gap-2.5"
              iconClassName="mt-0.5 size-4 shrink-0 text-link"
              items={reason.points.map((text) => ({ icon: Check, text }))}
            />
          </li>
        ))}
      </ol>
    </AnchoredSection>
  );
}
