import { ArrowRight, Clock, ShieldCheck, Truck, Zap } from "lucide-react";
import { Link } from "react-router";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { Button } from "@/components/ui/button";
import { anchors, paths } from "@/config/paths";
import { MaterialsGrid } from "@/features/materials/components/materials-grid";
import { LandingQuoteForm } from "../quote-forms";

/**
 * Landing page (spec section 2, "/"). This is the foundation version: header, hero and the
 * materials grid. The quote form (#rfq), funding, logos, why, advantages, CTA, mission and gallery
 * sections slot in between as their issues land, in the spec's order.
 */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader
        nav={
          <a
            href={`#${anchors.products}`}
            className="rounded-md px-3 py-2 text-muted-foreground text-sm hover:text-foreground"
          >
            Materials
          </a>
        }
      />
      <main id="main" className="flex-1">
        <Hero />
        <MaterialsSection />
      </main>
      <SiteFooter />
    </div>
  );
}

const claims = [
  { icon: Zap, title: "Same-day quotes", detail: "A detailed quote within 24 hours" },
  { icon: Clock, title: "3-7 day lead times", detail: "Production starts within 24 hours" },
  { icon: ShieldCheck, title: "DFARS-compliant traceability", detail: "ITAR compliant facility" },
  { icon: Truck, title: "Nationwide insured shipping", detail: "Or pick up in Detroit, MI" },
] as const;

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="border-border border-b">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div>
          <p className="mb-4 font-medium text-link text-sm">
            Cut-to-size aluminum, tool steel and steel tube
          </p>
          <h1
            id="hero-title"
            className="max-w-2xl text-balance font-semibold text-2xl tracking-tight sm:text-3xl"
          >
            A modern, software-driven metals supplier for American industry
          </h1>
          <p className="mt-5 max-w-xl text-base text-muted-foreground">
            Instant pricing on plate, bar and tube for machinists and manufacturers. Stock in
            lengths up to <span className="tabular-nums">40 ft</span> or custom cut, shipped in{" "}
            <span className="whitespace-nowrap tabular-nums">3-7 days</span>.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href={`#${anchors.products}`}>
                Browse materials <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.rfq}>Multi-line RFQ</Link>
            </Button>
          </div>
          <ul className="mt-10 grid gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-2">
            {claims.map(({ icon: Icon, title, detail }) => (
              <li key={title} className="flex gap-3 bg-surface p-5">
                <Icon className="mt-0.5 size-5 shrink-0 text-link" aria-hidden="true" />
                <div>
                  <p className="font-medium text-sm">{title}</p>
                  <p className="mt-1 text-muted-foreground text-sm">{detail}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div
          id={anchors.quoteForm}
          className="scroll-mt-20 rounded-lg border border-border bg-surface p-4 shadow-sm sm:p-6"
        >
          <LandingQuoteForm />
        </div>
      </div>
    </section>
  );
}

function MaterialsSection() {
  return (
    <section
      id={anchors.products}
      aria-labelledby="products-title"
      className="scroll-mt-20 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-8 max-w-2xl">
          <h2 id="products-title" className="font-semibold text-xl tracking-tight sm:text-2xl">
            Materials
          </h2>
          <p className="mt-2 text-muted-foreground">
            Aluminum, P20 tool steel and structural and mechanical steel tube, cut to your
            dimensions.
          </p>
        </div>
        <MaterialsGrid />
      </div>
    </section>
  );
}
