import { ArrowRight, Mail, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { brand, mailto } from "@/config/brand";
import { anchors } from "@/config/paths";
import { Container } from "./section-heading";

/** Call to action with an email link (spec §2 item 8). */
export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-xl border border-border bg-surface px-6 py-10 sm:px-12 sm:py-14">
          <div aria-hidden="true" className="blueprint-grid -z-10 absolute inset-0 opacity-70" />
          <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
            <div className="max-w-2xl">
              <h2
                id="cta-title"
                className="text-balance font-semibold text-xl tracking-tight sm:text-2xl"
              >
                Have a drawing, a BOM or a long list?
              </h2>
              <p className="mt-3 text-base text-muted-foreground">
                Send it to our sales team and get a detailed quote within 24 hours. Sales answers{" "}
                <span className="whitespace-nowrap">{brand.hours}</span>.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
              <Button asChild size="lg">
                <a href={mailto("Request for quote")}>
                  <Mail aria-hidden="true" />
                  Email {brand.salesEmail}
                </a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href={`#${anchors.quoteForm}`}>
                  Start a quote <ArrowRight aria-hidden="true" />
                </a>
              </Button>
            </div>
          </div>
          <p className="mt-8 flex items-center gap-2 text-muted-foreground text-sm">
            <Phone className="size-4" aria-hidden="true" />
            Prefer the phone?{" "}
            <a
              href={`tel:${brand.salesPhone.tel}`}
              className="font-medium text-link tabular-nums hover:underline"
            >
              {brand.salesPhone.display}
            </a>
          </p>
        </div>
      </Container>
    </section>
  );
}
