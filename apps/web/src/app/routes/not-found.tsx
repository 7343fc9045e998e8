import { MESSAGES } from "@ingot/domain/messages";
import { Link } from "react-router";
import { SiteHeader } from "@/components/layout/site-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Any unknown path (spec section 2, "*"). */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main
        id="main"
        className="flex flex-1 flex-col items-center justify-center px-4 py-20 text-center"
      >
        <p className="part-number font-semibold text-3xl text-muted-foreground">404</p>
        <h1 className="mt-4 font-semibold text-xl">{MESSAGES.routing.notFound}</h1>
        <Button asChild className="mt-8">
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </main>
    </div>
  );
}
