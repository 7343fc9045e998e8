import { Children, lazy, type ReactNode, type Ref, Suspense, useId, useRef } from "react";
import { HydrationSlice } from "@/components/hydration-slice";
import { SiteFooter } from "@/components/layout/site-footer";
import { type HeaderLink, SiteHeader } from "@/components/layout/site-header";
import { Skeleton } from "@/components/ui/skeleton";
import { anchors } from "@/config/paths";
import { useSession } from "@/features/auth/hooks/use-session";
import { AdvantagesStrip } from "@/features/landing/components/advantages-strip";
import { CallToAction } from "@/features/landing/components/call-to-action";
import { ContactButton } from "@/features/landing/components/contact-button";
import { FundingMilestone } from "@/features/landing/components/funding-milestone";
import { Gallery } from "@/features/landing/components/gallery";
import { Hero } from "@/features/landing/components/hero";
import { LogoMarquee } from "@/features/landing/components/logo-marquee";
import { Mission } from "@/features/landing/components/mission";
import { Container, SectionHeading } from "@/features/landing/components/section-heading";
import { WhyIngot } from "@/features/landing/components/why-ingot";
import { MailingListSignup } from "@/features/mailing-list/components/mailing-list-signup";
import { MaterialsGrid } from "@/features/materials/components/materials-grid";
import { isOnScreen, useNearViewport } from "@/lib/use-near-viewport";
import type { LandingQuoteForm as QuoteForm } from "../quote-forms";

/**
 * The quote form (issue #5's LandingQuoteForm, app/quote-forms.tsx) is the heaviest part of the
 * page (forms, schemas, dialogs), so it is its own chunk, fetched only once the visitor can use it:
 * when its panel is on screen (at once on a desktop, where the hero shows it beside the headline;
 * on a phone when they scroll or tap "Start a quote") or at their first tap or key press. The
 * page itself paints and becomes interactive without it.
 */
let quoteForm: Promise<{ default: typeof QuoteForm }> | undefined;
const loadQuoteForm = () =>
  (quoteForm ??= import("../quote-forms").then((m) => ({ default: m.LandingQuoteForm })));
const LandingQuoteForm = lazy(loadQuoteForm);

// A panel already on screen as the prerendered page starts (beside the headline on a wide screen,
// or the visitor came by "Start a quote") is wanted at once: its form's module loads while the
// page hydrates, not after its panel has (issue #19: the form usable within a second).
if (typeof document !== "undefined") {
  const panel = document.getElementById(anchors.quoteForm);
  if (panel && isOnScreen(panel)) void loadQuoteForm();
}

const headerLinks: readonly HeaderLink[] = [
  { href: `#${anchors.products}`, label: "Materials" },
  { href: `#${anchors.mission}`, label: "Mission" },
];

/** Landing page (spec §2, "/"): the eleven sections in the spec's order. */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Each part hydrates in a task of its own (issue #19): the hero, then the header, the
          quote panel and the sections below, in page order. */}
      <HydrationSlice name="landing-header">
        <SiteHeader
          links={headerLinks}
          signup={<MailingListSignup />}
          menuSignup={<MailingListSignup label="Mailing list, menu" />}
        />
      </HydrationSlice>
      <main id="main" className="flex-1">
        <SessionAwareHero />
        <BelowTheFold>
          <FundingMilestone />
          <LogoMarquee />
          <MaterialsSection />
          <WhyIngot />
          <AdvantagesStrip />
          <CallToAction />
          <Mission />
          <Gallery />
        </BelowTheFold>
      </main>
      <BelowTheFold>
        <SiteFooter />
        <ContactButton />
      </BelowTheFold>
    </div>
  );
}

/**
 * What the first screen does not show (issue #19: long tasks on load), each section a
 * `HydrationSlice`: the header and the hero hydrate first and commit (so the hero's quote form
 * starts loading), then each section below hydrates in a later task of its own, so no one task
 * hydrates the whole page.
 */
function BelowTheFold({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <>
      {Children.map(children, (child, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sections, never reordered
        <HydrationSlice key={index} name={`${id}-${index}`} whenIdle>
          {child}
        </HydrationSlice>
      ))}
    </>
  );
}

/**
 * The hero is the one section that depends on the session (Create account shows only when signed
 * out), so it alone re-renders when /v2/me answers, not the whole page.
 */
function SessionAwareHero() {
  const { user } = useSession();
  return (
    <Hero
      signedIn={user !== null}
      quotePanel={
        <HydrationSlice name="landing-quote-panel">
          <QuotePanel />
        </HydrationSlice>
      }
    />
  );
}

/**
 * The form is browser-only: the prerendered page and the hydrating render both show the skeleton
 * (so they match); the form takes its place in a transition once it is wanted.
 */
function QuotePanel() {
  const placeholder = useRef<HTMLDivElement>(null);
  const wanted = useNearViewport(placeholder, { onFirstIntent: true });
  if (!wanted) return <QuotePanelSkeleton ref={placeholder} />;
  return (
    <Suspense fallback={<QuotePanelSkeleton />}>
      <LandingQuoteForm />
    </Suspense>
  );
}

function MaterialsSection() {
  return (
    <section id={anchors.products} aria-labelledby="products-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="products-title"
          eyebrow="Catalogue"
          title="Materials"
          lead="Aluminum, P20 tool steel and structural and mechanical steel tube, cut to your dimensions. Stock comes in lengths up to 40 ft or custom cut."
        />
        <div className="mt-10">
          <MaterialsGrid quoteHref={`#${anchors.quoteForm}`} />
        </div>
      </Container>
    </section>
  );
}

/**
 * Holds the panel's place while the form's chunk loads: the height of the form's first step
 * (measured: 725 px on phones, 613 px from sm up), so nothing below moves when it arrives.
 */
function QuotePanelSkeleton({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="status"
      aria-busy="true"
      className="flex min-h-[725px] flex-col gap-5 sm:min-h-[613px]"
    >
      <span className="sr-only">Loading the quote form…</span>
      <div className="flex justify-between px-4">
        {["a", "b", "c", "d"].map((key) => (
          <Skeleton key={key} className="size-7 rounded-full" />
        ))}
      </div>
      <Skeleton className="h-1.5 w-full" />
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-16 w-full" />
      <div className="grid grid-cols-[1fr_2fr] gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
