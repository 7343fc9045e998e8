import { QUOTE_STEPS, type QuoteStep } from "../constants";
import { MESSAGES } from "../messages";

/**
 * The step machine of the landing quote form and the /rfq-demo wizard (spec §4): one pure reducer
 * both forms drive, so "next only when valid", "previous disabled on the first step", the step
 * indicator's jump rules and the progress figure are written once.
 *
 * Steps, in order: items, details, contact, review. Validity is passed in (see
 * `getQuoteStepValidity`), so the machine holds no form data and stays testable on its own.
 */

/** `wizard`: /rfq-demo. `landing`: the hero's quote form, whose indicator and progress differ. */
export type StepVariant = "wizard" | "landing";

export interface StepDefinition {
  id: QuoteStep;
  title: string;
  description: string;
}

/** Titles shown by the step indicator, in order. */
export const QUOTE_STEP_DEFINITIONS: readonly StepDefinition[] = [
  { id: "items", title: "Items", description: "Material, dimensions and quantity" },
  { id: "details", title: "Project Details", description: "Notes for our estimators" },
  { id: "contact", title: "Contact", description: "Who we send the quote to" },
  { id: "review", title: "Review", description: "Check and submit" },
];

export type StepValidity = Readonly<Record<QuoteStep, boolean>>;

export interface StepState {
  current: QuoteStep;
  /** Steps left with Next while valid, in the order they were completed. */
  completed: readonly QuoteStep[];
}

export type StepAction =
  | { type: "next"; validity: StepValidity }
  | { type: "previous" }
  | { type: "goTo"; step: QuoteStep; validity: StepValidity; variant: StepVariant }
  | { type: "reset" };

export class InvalidStepError extends Error {
  override readonly name = "InvalidStepError";
  constructor() {
    super(MESSAGES.quoteForm.invalidStep);
  }
}

/** The definition of a step; an id that is not a step throws 'Invalid step configuration'. */
export function getStepDefinition(step: string): StepDefinition {
  const found = QUOTE_STEP_DEFINITIONS.find((definition) => definition.id === step);
  if (!found) throw new InvalidStepError();
  return found;
}

/** 0-based position of a step; throws 'Invalid step configuration' for an unknown id. */
export function getStepIndex(step: string): number {
  const index = (QUOTE_STEPS as readonly string[]).indexOf(step);
  if (index < 0) throw new InvalidStepError();
  return index;
}

export function createStepState(): StepState {
  return { current: QUOTE_STEPS[0], completed: [] };
}

export function isFirstStep(state: StepState): boolean {
  return getStepIndex(state.current) === 0;
}

export function isLastStep(state: StepState): boolean {
  return getStepIndex(state.current) === QUOTE_STEPS.length - 1;
}

/** Next is allowed when the current step is valid and a step follows. */
export function canGoNext(state: StepState, validity: StepValidity): boolean {
  return validity[state.current] && !isLastStep(state);
}

/** Previous is disabled on the first step. */
export function canGoPrevious(state: StepState): boolean {
  return !isFirstStep(state);
}

/**
 * Whether a click on the step indicator may open `target` (spec §4).
 * - Both forms: the first step, or any step whose preceding step is completed.
 * - Landing form, in addition: details as soon as the items are valid.
 * Clicking the current step is a no-op and reported as not allowed.
 */
export function canJumpTo(
  state: StepState,
  target: QuoteStep,
  validity: StepValidity,
  variant: StepVariant,
): boolean {
  const index = getStepIndex(target);
  if (target === state.current) return false;
  if (index === 0) return true;
  if (variant === "landing" && target === "details" && validity.items) return true;
  const preceding = QUOTE_STEPS[index - 1];
  return preceding !== undefined && state.completed.includes(preceding);
}

/**
 * Progress in percent (0-100): completed steps over the step count for the wizard; the current
 * step's number over 4 for the landing form (spec §4).
 */
export function getProgress(state: StepState, variant: StepVariant): number {
  const total = QUOTE_STEPS.length;
  if (variant === "landing") return Math.round(((getStepIndex(state.current) + 1) / total) * 100);
  const done = QUOTE_STEPS.filter((step) => state.completed.includes(step)).length;
  return Math.round((done / total) * 100);
}

function markCompleted(completed: readonly QuoteStep[], step: QuoteStep): readonly QuoteStep[] {
  return completed.includes(step) ? completed : [...completed, step];
}

/** The transitions; an action that is not allowed returns the same state object. */
export function stepReducer(state: StepState, action: StepAction): StepState {
  switch (action.type) {
    case "next": {
      if (!canGoNext(state, action.validity)) return state;
      const next = QUOTE_STEPS[getStepIndex(state.current) + 1];
      if (!next) return state;
      return { current: next, completed: markCompleted(state.completed, state.current) };
    }
    case "previous": {
      if (!canGoPrevious(state)) return state;
      const previous = QUOTE_STEPS[getStepIndex(state.current) - 1];
      return previous ? { ...state, current: previous } : state;
    }
    case "goTo": {
      if (!canJumpTo(state, action.step, action.validity, action.variant)) return state;
      // The landing form's shortcut to details passes a valid items step: count it as done.
      const completed =
        action.step === "details" && action.validity.items
          ? markCompleted(state.completed, "items")
          : state.completed;
      return { current: action.step, completed };
    }
    case "reset":
      return createStepState();
  }
}
