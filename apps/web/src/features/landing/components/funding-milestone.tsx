import { ArrowRight, Flag } from "lucide-react";
import { anchors } from "@/config/paths";
import { Container } from "./section-heading";

/** Funding milestone (spec §2 item 3): one calm band, not a banner. */
export function FundingMilestone() {
  return (
    <section aria-labelledby="funding-title" className="border-border border-b bg-surface">
      <Container className="flex flex-col gap-4 py-6 sm:flex-row sm:items-center sm:gap-6">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-border bg-muted text-link">
          <Flag className="size-5" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 id="funding-title" className="font-medium text-base">
            Milestone: our seed round is closed
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">
            The new capital goes into cutting capacity in Detroit and the software behind same-day
            quotes, so more American shops get certified metal faster.
          </p>
        </div>
        <a
          href={`#${anchors.mission}`}
          className="inline-flex items-center gap-1.5 self-start rounded-md py-1 font-medium text-link text-sm hover:underline sm:self-center"
        >
          Read our mission <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </Container>
    </section>
  );
}
