import {
  buildQuoteSubmission,
  type CartItem,
  canGoPrevious,
  canJumpTo,
  createEmptyQuoteForm,
  formatQuoteNumber,
  getMissingContactFields,
  getProgress,
  getQuoteStepError,
  getQuoteStepValidity,
  getStepDefinition,
  MESSAGES,
  type QuoteFormContact,
  type QuoteFormData,
  type QuoteStep,
  type StepVariant,
} from "@ingot/domain";
import {
  AlertTriangle,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  Loader2,
  Send,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxLine } from "@/components/ui/checkbox-line";
import { LabelledControl } from "@/components/ui/labelled-control";
import { cn } from "@/lib/cn";
import { dismissFormError, focusFirstInvalid, reportInvalidForm } from "@/lib/form-errors";
import { preloadable } from "@/lib/preloadable";
import { toast } from "@/lib/toast";
import { type SingleQuoteSubmission, useSubmitQuote } from "../api/submit-quote";
import { describeSubmitError } from "../hooks/describe-submit-error";
import { useStepTransition } from "../hooks/use-step-transition";
import { loadWizardDraft, useWizardAutosave } from "../hooks/use-wizard-draft";
import { StepIndicator } from "./step-indicator";

// The steps after the items come in a chunk of their own, fetched as the form mounts (issue #19).
const ContactStep = preloadable(() => import("./contact-step").then((m) => m.ContactStep));
const ReviewStep = preloadable(() => import("./review-step").then((m) => m.ReviewStep));

export interface ItemsStepSlotProps {
  items: readonly CartItem[];
  onAdd: (item: CartItem) => void;
  onRemove: (id: string) => void;
  email: string;
}

export interface QuoteStepsFormProps {
  /** `landing`: the hero's form (toasts, step/4 progress). `wizard`: /rfq-demo (draft, inline errors). */
  variant: StepVariant;
  /** The items step's content; the app composes the quote builder in here (features stay apart). */
  renderItemsStep: (props: ItemsStepSlotProps) => ReactNode;
  signedIn: boolean;
  /** The signed-in user's profile, prefilled into contact. */
  profileContact?: Partial<QuoteFormContact> | undefined;
  onSubmitted?: (submission: SingleQuoteSubmission) => void;
  className?: string;
}

/** Fills blank contact fields from the profile, never overwriting what was typed. */
function withProfile(contact: QuoteFormContact, profile: Partial<QuoteFormContact> | undefined) {
  if (!profile) return contact;
  const merged = { ...contact };
  for (const key of ["name", "email", "phone", "company"] as const) {
    const value = profile[key];
    if (!merged[key].trim() && value) merged[key] = value;
  }
  return merged;
}

/**
 * The four-step quote request of spec §4 (items, details, contact, review), driven by the domain
 * step machine. Both the landing form and the /rfq-demo wizard are this component.
 */
export function QuoteStepsForm({
  variant,
  renderItemsStep,
  signedIn,
  profileContact,
  onSubmitted,
  className,
}: QuoteStepsFormProps) {
  const id = useId();
  const wizard = variant === "wizard";
  const formRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { state, transitioning, dispatch } = useStepTransition({ formRef, contentRef });
  const [form, setForm] = useState<QuoteFormData>(
    () => (wizard ? loadWizardDraft() : undefined) ?? createEmptyQuoteForm(),
  );
  const [showErrors, setShowErrors] = useState<Partial<Record<QuoteStep, boolean>>>({});
  const [inlineError, setInlineError] = useState<string>();
  /** The last submission, confirmed inside the form until the next item is added. */
  const [confirmed, setConfirmed] = useState<{ number: string; items: number; email: string }>();
  const submit = useSubmitQuote();
  const draft = useWizardAutosave(form, wizard);

  useEffect(() => {
    void ContactStep.preload();
    void ReviewStep.preload();
  }, []);
  useEffect(() => {
    if (profileContact)
      setForm((prev) => ({ ...prev, contact: withProfile(prev.contact, profileContact) }));
  }, [profileContact]);

  const validity = useMemo(() => getQuoteStepValidity(form), [form]);
  // One error toast per form: it goes as soon as the step is fixed or another step shows.
  const errorToast = `${id}-invalid`;
  const stepValid = validity[state.current];
  useEffect(() => {
    if (stepValid) dismissFormError(errorToast);
  }, [stepValid, errorToast]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => dismissFormError(errorToast), [state.current, errorToast]);
  useEffect(() => () => dismissFormError(errorToast), [errorToast]);
  const progress = getProgress(state, variant);
  const step = getStepDefinition(state.current);
  const isLast = state.current === "review";
  const busy = transitioning || submit.isPending;

  /** Tells why a step cannot be left, in the spec's words: toasts (landing) or inline (wizard). */
  const explain = (target: QuoteStep) => {
    setShowErrors((prev) => ({ ...prev, [target]: true }));
    if (!validity.items && (target === "items" || target === "review")) {
      if (wizard) setInlineError(MESSAGES.quoteForm.noItemsWizard);
      else
        toast.error(MESSAGES.quoteForm.addOneItem, {
          description: MESSAGES.quoteForm.addOneItemDetail,
          id: errorToast,
        });
      return;
    }
    const missing = getMissingContactFields(form.contact);
    // Through lib/form-errors: the first marked contact field takes focus, below the header.
    if (wizard) {
      setInlineError(getQuoteStepError(target, form));
      focusFirstInvalid(contentRef.current);
    } else
      reportInvalidForm(contentRef.current, {
        title: MESSAGES.quoteForm.completeRequired,
        description: MESSAGES.quoteForm.missing(missing),
        id: errorToast,
      });
  };

  const next = () => {
    if (!validity[state.current]) {
      explain(state.current);
      return;
    }
    setInlineError(undefined);
    dispatch({ type: "next", validity });
  };

  const send = () => {
    if (!validity.review) {
      explain("review");
      return;
    }
    setInlineError(undefined);
    const body = buildQuoteSubmission(form, { signedIn });
    submit.mutate(body, {
      onSuccess: (submission) => {
        toast.success(MESSAGES.quoteForm.submittedTitle, {
          description: MESSAGES.quoteForm.submittedDetail(submission.items),
        });
        // Landing: a fresh form. Wizard: reset, keeping the profile's contact (spec §4), and its
        // draft removed for good.
        const keep = signedIn
          ? withProfile(createEmptyQuoteForm().contact, profileContact)
          : undefined;
        const fresh = createEmptyQuoteForm(keep);
        if (wizard) draft.discard(fresh);
        setForm(fresh);
        setShowErrors({});
        dispatch({ type: "reset" });
        setConfirmed({
          number: formatQuoteNumber("single", submission.submission_id),
          items: submission.items,
          email: body.email,
        });
        onSubmitted?.(submission);
      },
      onError: (error) => {
        const detail = describeSubmitError(error);
        toast.error(MESSAGES.quoteForm.submissionFailed, { description: detail });
        if (wizard) setInlineError(detail);
      },
    });
  };

  const contactEmail = form.contact.email.trim();
  let content: ReactNode;
  switch (state.current) {
    case "items":
      content = renderItemsStep({
        items: form.items,
        email: contactEmail,
        onAdd: (item) => {
          setInlineError(undefined);
          setConfirmed(undefined);
          setForm((prev) => ({ ...prev, items: [...prev.items, item] }));
        },
        onRemove: (itemId) =>
          setForm((prev) => ({ ...prev, items: prev.items.filter((i) => i.id !== itemId) })),
      });
      break;
    case "details":
      content = (
        <div className="flex flex-col gap-4">
          <LabelledControl htmlFor={`${id}-notes`} label="Notes" note="(optional)">
            <textarea
              id={`${id}-notes`}
              rows={5}
              maxLength={5000}
              value={form.notes}
              onChange={(e) => setForm((prev) => ({ ...prev, notes: e.target.value }))}
              placeholder="Tolerances, finish, certifications, delivery date, drawings to follow…"
              className="w-full rounded-md border border-input bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
            />
          </LabelledControl>
          <CheckboxLine
            checked={form.rohs ?? false}
            onCheckedChange={(rohs) => setForm((prev) => ({ ...prev, rohs }))}
          >
            RoHS Compliant Material Required
          </CheckboxLine>
        </div>
      );
      break;
    case "contact":
      content = (
        <ContactStep
          contact={form.contact}
          onChange={(contact) => setForm((prev) => ({ ...prev, contact }))}
          showErrors={showErrors.contact === true || showErrors.review === true}
          askReferral={!signedIn}
          referralSource={form.referralSource ?? ""}
          otherSource={form.otherSource ?? ""}
          onReferralChange={(referralSource, otherSource) =>
            setForm((prev) => ({ ...prev, referralSource, otherSource }))
          }
          signedInNote={
            signedIn
              ? "Filled in from your profile. Changes apply to this request only."
              : undefined
          }
        />
      );
      break;
    case "review":
      content = (
        <ReviewStep
          form={form}
          askReferral={!signedIn}
          promise={wizard ? MESSAGES.quoteForm.wizardPromise : MESSAGES.quoteForm.landingPromise}
        />
      );
      break;
  }

  const missingHint = !validity[state.current] ? getQuoteStepError(state.current, form) : undefined;

  return (
    <section
      ref={formRef}
      aria-labelledby={`${id}-title`}
      className={cn("relative", className)}
      data-testid={wizard ? "rfq-wizard" : "landing-quote-form"}
    >
      {confirmed ? (
        <FormNotice key={confirmed.number} tone="success" testId="quote-confirmation" takesFocus>
          <div className="flex flex-col gap-1">
            <p className="font-medium">
              Request <span className="font-mono tabular-nums">{confirmed.number}</span> submitted (
              {confirmed.items} {confirmed.items === 1 ? "item" : "items"}).
            </p>
            <p className="text-muted-foreground">
              {wizard ? MESSAGES.quoteForm.wizardPromise : MESSAGES.quoteForm.landingPromise} We
              send it to {confirmed.email}; quote the number when you call or write.
            </p>
            <p className="text-muted-foreground">
              {signedIn ? MESSAGES.quoteForm.trackSignedIn : MESSAGES.quoteForm.trackSignedOut}
            </p>
          </div>
        </FormNotice>
      ) : null}
      <StepIndicator
        current={state.current}
        completed={state.completed}
        progress={progress}
        disabled={busy}
        canJump={(target) => canJumpTo(state, target, validity, variant)}
        onJump={(target) => {
          setInlineError(undefined);
          dispatch({ type: "goTo", step: target, validity, variant });
        }}
      />
      <p className="mt-2 text-muted-foreground text-xs tabular-nums" aria-live="polite">
        Step {["items", "details", "contact", "review"].indexOf(state.current) + 1} of 4 ·{" "}
        {progress}% complete
      </p>

      <div className="relative mt-4">
        <div ref={contentRef}>
          <h2 id={`${id}-title`} className="font-semibold text-lg" tabIndex={-1}>
            {step.title}
          </h2>
          <p className="mb-4 text-muted-foreground text-sm">{step.description}</p>
          {content}
        </div>
        {transitioning ? (
          <div
            className="absolute inset-0 z-10 flex items-center justify-center rounded-md bg-surface/70 backdrop-blur-[1px]"
            role="status"
            aria-live="polite"
          >
            <Loader2 className="size-6 animate-spin text-link" aria-hidden="true" />
            <span className="sr-only">Loading step…</span>
          </div>
        ) : null}
      </div>

      {wizard && inlineError ? (
        <FormNotice tone="danger" testId="wizard-error">
          <div>
            {submit.isError ? (
              <p className="font-medium text-danger">{MESSAGES.quoteForm.submissionError}</p>
            ) : null}
            <p className="whitespace-pre-line">{inlineError}</p>
          </div>
        </FormNotice>
      ) : null}

      {/* data-keep-clear: the floating contact button steps aside over Previous and Next. */}
      <div
        className="mt-5 flex items-center justify-between gap-3 border-border border-t pt-4"
        data-keep-clear
      >
        <Button
          variant="outline"
          onClick={() => {
            setInlineError(undefined);
            dispatch({ type: "previous" });
          }}
          disabled={!canGoPrevious(state)}
          blocked={busy}
        >
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        {isLast ? (
          <Button
            onClick={send}
            pending={submit.isPending}
            blocked={busy}
            data-testid="submit-quote"
          >
            {submit.isPending ? (
              MESSAGES.quoteForm.submitting
            ) : (
              <>
                <Send aria-hidden="true" /> Submit Quote Request
              </>
            )}
          </Button>
        ) : (
          <Button
            onClick={next}
            blocked={busy}
            aria-describedby={missingHint ? `${id}-next-hint` : undefined}
          >
            Next <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
      {missingHint && !isLast && !wizard ? (
        <p id={`${id}-next-hint`} className="mt-2 text-right text-muted-foreground text-xs">
          {missingHint}
        </p>
      ) : null}
    </section>
  );
}

const NOTICE = {
  success: {
    role: "status",
    Icon: CheckCircle2,
    box: "mb-4 flex gap-3 rounded-md border border-success/40 bg-success-soft p-3 text-sm",
    icon: "mt-0.5 size-4 shrink-0 text-success",
  },
  danger: {
    role: "alert",
    Icon: AlertTriangle,
    box: "mt-4 flex gap-3 rounded-md border border-danger/40 bg-danger-soft p-3 text-sm",
    icon: "mt-0.5 size-4 shrink-0 text-danger",
  },
} as const;

/**
 * The form's boxed news, announced as it appears: the request's confirmation (a status, above
 * the steps) or why the wizard could not send it (an alert, below the step). The confirmation
 * `takesFocus` when it appears: the Submit button that had focus is gone (the form is back at its
 * first step), and the news sits above it, out of view on a long wizard.
 */
function FormNotice({
  tone,
  testId,
  takesFocus = false,
  children,
}: {
  tone: keyof typeof NOTICE;
  testId: string;
  takesFocus?: boolean;
  children: ReactNode;
}) {
  const { role, Icon, box, icon } = NOTICE[tone];
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus]);
  return (
    <div
      ref={ref}
      role={role}
      className={cn(box, takesFocus && "focus-visible:outline-2 focus-visible:outline-ring")}
      data-testid={testId}
      tabIndex={takesFocus ? -1 : undefined}
    >
      <Icon className={icon} aria-hidden="true" />
      {children}
    </div>
  );
}
