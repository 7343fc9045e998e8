import { QuoteItemsStep } from "@/features/quote-builder/components/quote-items-step";
import {
  type ItemsStepSlotProps,
  QuoteStepsForm,
} from "@/features/quote-form/components/quote-steps-form";
import { useQuoteSession } from "@/lib/quote-session";

/**
 * The quote forms as screens mount them. Features do not import each other, so the app layer puts
 * the quote builder (picker, item entry, live price) into the quote form's items step here.
 */
function renderItemsStep({ items, onAdd, onRemove, email }: ItemsStepSlotProps) {
  return <QuoteItemsStep items={items} onAdd={onAdd} onRemove={onRemove} email={email} />;
}

/** The quote form in one of its looks, for whoever is signed in (their contact prefilled). */
function SessionQuoteForm({
  variant,
  className,
}: {
  variant: "landing" | "wizard";
  className?: string | undefined;
}) {
  const session = useQuoteSession();
  return (
    <QuoteStepsForm
      variant={variant}
      renderItemsStep={renderItemsStep}
      signedIn={session.signedIn}
      profileContact={session.contact}
      {...(className ? { className } : {})}
    />
  );
}

/** The landing page's quote form, for the hero's #rfq panel. */
export function LandingQuoteForm({ className }: { className?: string }) {
  return <SessionQuoteForm variant="landing" className={className} />;
}

/** The /rfq-demo wizard. */
export function RfqWizard({ className }: { className?: string }) {
  return <SessionQuoteForm variant="wizard" className={className} />;
}
