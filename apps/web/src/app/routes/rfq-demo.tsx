import { MESSAGES } from "@ingot/domain";
import { PageShell } from "@/components/layout/page-shell";
import { Card, CardContent } from "@/components/ui/card";
import { RfqWizard } from "../quote-forms";

/** Request a quote (/rfq-demo): the four-step wizard of spec §4, its draft kept in this browser. */
export function Component() {
  return (
    <PageShell
      title="Request a quote"
      description={`Items, project details, contact, review. Your draft is saved in this browser as you go. ${MESSAGES.quoteForm.wizardPromise}`}
    >
      <Card className="max-w-3xl">
        <CardContent className="p-4 sm:p-6">
          <RfqWizard />
        </CardContent>
      </Card>
    </PageShell>
  );
}
