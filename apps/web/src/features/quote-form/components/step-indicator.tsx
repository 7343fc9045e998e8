import { QUOTE_STEP_DEFINITIONS, type QuoteStep } from "@ingot/domain";
import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

export interface StepIndicatorProps {
  current: QuoteStep;
  completed: readonly QuoteStep[];
  canJump: (step: QuoteStep) => boolean;
  onJump: (step: QuoteStep) => void;
  progress: number;
  disabled?: boolean;
}

/** Steps with completed checks; a step is a button only when the machine allows jumping there. */
export function StepIndicator({
  current,
  completed,
  canJump,
  onJump,
  progress,
  disabled,
}: StepIndicatorProps) {
  return (
    <div>
      <ol className="grid grid-cols-4 gap-1" aria-label="Quote steps">
        {QUOTE_STEP_DEFINITIONS.map((step, index) => {
          const active = step.id === current;
          const done = completed.includes(step.id);
          const allowed = !disabled && canJump(step.id);
          const status = active ? "current step" : done ? "completed" : "not started";
          const content = (
            <>
              <span
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border font-medium text-xs tabular-nums transition-colors",
                  active && "border-primary bg-primary text-primary-foreground",
                  !active && done && "border-success bg-success-soft text-success",
                  !active && !done && "border-input text-muted-foreground",
                )}
                aria-hidden="true"
              >
                {done && !active ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  "truncate text-center text-xs",
                  active ? "font-medium text-foreground" : "text-muted-foreground",
                )}
              >
                {step.title}
              </span>
              <span className="sr-only">, {status}</span>
            </>
          );
          return (
            <li key={step.id} aria-current={active ? "step" : undefined} className="min-w-0">
              {allowed ? (
                <button
                  type="button"
                  onClick={() => onJump(step.id)}
                  className="flex w-full flex-col items-center gap-1 rounded-md p-1 hover:bg-muted"
                  data-testid={`step-${step.id}`}
                >
                  {content}
                </button>
              ) : (
                <span
                  className={cn(
                    "flex w-full flex-col items-center gap-1 p-1",
                    !active && "cursor-not-allowed",
                  )}
                  data-testid={`step-${step.id}`}
                  aria-disabled={active ? undefined : true}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Quote progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%`}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
