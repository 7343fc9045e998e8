import { Construction } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { PageShell } from "./page-shell";

/** Placeholder for a screen that a later issue builds. */
export function ComingSoon({ title, purpose }: { title: string; purpose: string }) {
  return (
    <PageShell title={title} description={purpose}>
      <Card className="max-w-xl">
        <CardContent className="flex items-start gap-4">
          <Construction
            className="mt-0.5 size-5 shrink-0 text-muted-foreground"
            aria-hidden="true"
          />
          <div className="flex flex-col gap-4">
            <p className="text-sm">This screen is coming soon.</p>
            <Button asChild variant="outline" size="sm" className="self-start">
              <Link to={paths.home}>Back to Home</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PageShell>
  );
}
