import { Pause, Play } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useInView } from "@/lib/use-near-viewport";
import {
  CUSTOMER_LOGOS,
  type CustomerLogo,
  CustomerLogoMark,
} from "../illustrations/customer-logos";
import { Container } from "./section-heading";

/**
 * Customer-logo marquee (spec §2 item 4). Placeholder logos drawn for this project. The run is
 * rendered twice and slides by one run's width; it pauses on hover, on focus and with its button
 * (WCAG 2.2.2), and stands still, wrapped, for reduced motion. Out of view it stops too: the
 * browser otherwise keeps compositing it below the fold (a tenth of a core in headless Chromium).
 */
export function LogoMarquee() {
  const [paused, setPaused] = useState(false);
  const marquee = useRef<HTMLDivElement>(null);
  const inView = useInView(marquee);
  return (
    <section aria-labelledby="customers-title" className="border-border border-b py-10 sm:py-12">
      <Container className="flex items-center justify-between gap-4">
        <h2 id="customers-title" className="text-muted-foreground text-sm">
          Trusted by <span className="font-medium text-foreground tabular-nums">500+</span>{" "}
          manufacturers served across American industry
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0 text-muted-foreground motion-reduce:hidden"
          aria-label={paused ? "Play logo animation" : "Pause logo animation"}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </Button>
      </Container>
      <div
        ref={marquee}
        className="marquee relative mt-6 overflow-hidden"
        data-paused={paused}
        data-offscreen={!inView}
      >
        <div className="marquee-track flex motion-reduce:mx-auto motion-reduce:grid motion-reduce:w-full motion-reduce:max-w-7xl motion-reduce:grid-cols-2 motion-reduce:gap-y-6 motion-reduce:px-4 sm:motion-reduce:flex sm:motion-reduce:flex-wrap sm:motion-reduce:justify-center">
          <LogoRun logos={CUSTOMER_LOGOS} />
          <LogoRun logos={CUSTOMER_LOGOS} hidden />
        </div>
        {/* Edge fades as static layers over the moving run (a mask would repaint every frame). */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 w-16 bg-gradient-to-r from-background to-transparent motion-reduce:hidden sm:w-32"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 w-16 bg-gradient-to-l from-background to-transparent motion-reduce:hidden sm:w-32"
        />
      </div>
    </section>
  );
}

function LogoRun({ logos, hidden = false }: { logos: readonly CustomerLogo[]; hidden?: boolean }) {
  return (
    <ul
      aria-hidden={hidden || undefined}
      className={
        hidden
          ? "flex shrink-0 items-center motion-reduce:hidden"
          : "flex shrink-0 items-center motion-reduce:contents"
      }
    >
      {logos.map((logo) => (
        <li
          key={logo.name}
          className="px-8 text-muted-foreground motion-reduce:flex motion-reduce:justify-center motion-reduce:px-2 sm:px-10 sm:motion-reduce:px-8"
        >
          <CustomerLogoMark
            logo={logo}
            className="h-7 w-auto motion-reduce:h-auto motion-reduce:max-h-7 motion-reduce:max-w-full"
          />
        </li>
      ))}
    </ul>
  );
}
