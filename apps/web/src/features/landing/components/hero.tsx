import { ArrowRight, BadgeCheck, ListChecks, ShieldCheck, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { IconList } from "@/components/ui/icon-list";
import { anchors, paths } from "@/config/paths";
import { Container } from "./section-heading";

/** The figures a buyer checks first (spec §1 claims). */
const figures = [
  { value: "24", unit: "h", label: "A detailed quote within 24 hours" },
  { value: "3-7", unit: "days", label: "Lead times, cut to size" },
  { value: "40", unit: "ft", label: "Stock lengths up to 40 ft or custom cut" },
  { value: "500+", unit: "", label: "Manufacturers served" },
] as const;

const compliance = [
  { icon: ShieldCheck, text: "DFARS-compliant traceability" },
  { icon: BadgeCheck, text: "ITAR compliant facility" },
  { icon: BadgeCheck, text: "SOC 2 Type II" },
] as const;

/**
 * Hero (spec §2 item 2): the promise, the buttons and, beside them, the quote form panel (#rfq),
 * which stays above the fold on desktop. `quotePanel` is the form itself (the app composes it).
 * Create account shows only when signed out; Multi-line RFQ only on small screens.
 */
export function Hero({ quotePanel, signedIn }: { quotePanel: ReactNode; signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate border-border border-b">
      <div aria-hidden="true" className="blueprint-grid -z-10 absolute inset-0" />
      <Container className="grid gap-10 pt-10 pb-14 sm:pt-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,35rem)] lg:gap-12 lg:pb-20 xl:gap-16">
        <div className="flex flex-col lg:pt-4">
          <p className="inline-flex items-center gap-2 self-start rounded-full border border-border bg-surface/80 px-3 py-1 text-muted-foreground text-xs">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
            Same-day quotes · Detroit, MI
          </p>
          <h1
            id="hero-title"
            className="mt-5 max-w-2xl text-balance font-semibold text-2xl tracking-tight sm:text-3xl"
          >
            A modern, software-driven metals supplier for American industry
          </h1>
          <p className="mt-5 max-w-xl text-pretty text-base text-muted-foreground sm:text-lg">
            Cut-to-size aluminum, P20 tool steel and steel tube for machinists and manufacturers.
            Same-day quotes, <span className="whitespace-nowrap">3-7 day</span> lead times and
            nationwide insured shipping.
          </p>
          <div className="mt-8 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <Button asChild size="lg" className="col-span-2">
              <a href={`#${anchors.quoteForm}`}>
                Start a quote <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            {signedIn ? null : (
              <Button asChild size="lg" variant="outline" className="px-4 sm:px-6">
                <Link to={paths.auth}>
                  <UserPlus aria-hidden="true" className="max-sm:hidden" />
                  Create account
                </Link>
              </Button>
            )}
            <Button asChild size="lg" variant="outline" className="px-4 sm:px-6 md:hidden">
              <Link to={paths.rfq}>
                <ListChecks aria-hidden="true" className="max-sm:hidden" />
                Multi-line RFQ
              </Link>
            </Button>
          </div>

          {/* data-keep-clear: on a phone the floating contact button starts over these lines; it
              steps aside until they have scrolled past. */}
          <div data-keep-clear>
            <dl className="mt-10 grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-border bg-border sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
              {figures.map((figure) => (
                <div key={figure.label} className="flex flex-col gap-1 bg-surface px-4 py-4">
                  <dt className="order-2 text-muted-foreground text-xs leading-snug">
                    {figure.label}
                  </dt>
                  <dd className="order-1 font-semibold text-xl tabular-nums tracking-tight">
                    {figure.value}
                    {figure.unit ? (
                      <span className="ml-1 font-normal text-base text-muted-foreground">
                        {figure.unit}
                      </span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>

            <IconList
              className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-muted-foreground text-sm"
              itemClassName="inline-flex items-center gap-1.5"
              iconClassName="size-4 text-link"
              items={compliance}
            />
          </div>
        </div>

        <div
          id={anchors.quoteForm}
          className="self-start rounded-xl border border-border bg-surface p-4 shadow-black/5 shadow-xl sm:p-6 dark:shadow-black/40"
        >
          {quotePanel}
        </div>
      </Container>
    </section>
  );
}
