import {
  createStepState,
  STEP_TRANSITION_MS,
  type StepAction,
  type StepState,
  stepReducer,
} from "@ingot/domain";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * The step machine with the spec's step change (§4): a 300 ms loading overlay, then the new step
 * slides in (skipped when the user prefers reduced motion) and the form scrolls into view.
 * Returns false, without any overlay, when the machine refuses the action.
 */
export function useStepTransition({
  formRef,
  contentRef,
}: {
  formRef: RefObject<HTMLElement | null>;
  contentRef: RefObject<HTMLElement | null>;
}) {
  const [state, setState] = useState<StepState>(createStepState);
  const [transitioning, setTransitioning] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const timer = useRef<number | undefined>(undefined);
  const direction = useRef<1 | -1>(1);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const dispatch = useCallback(
    (action: StepAction): boolean => {
      const current = stateRef.current;
      const next = stepReducer(current, action);
      if (next === current) return false;
      if (action.type === "reset") {
        window.clearTimeout(timer.current);
        setTransitioning(false);
        setState(next);
        return true;
      }
      const order = ["items", "details", "contact", "review"];
      direction.current = order.indexOf(next.current) >= order.indexOf(current.current) ? 1 : -1;
      setTransitioning(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        setState(next);
        setTransitioning(false);
        requestAnimationFrame(() => {
          const reduced = prefersReducedMotion();
          if (!reduced) {
            contentRef.current?.animate(
              [
                { opacity: 0, transform: `translateX(${direction.current * 24}px)` },
                { opacity: 1, transform: "translateX(0)" },
              ],
              { duration: STEP_TRANSITION_MS, easing: "cubic-bezier(0.2, 0, 0, 1)" },
            );
          }
          const form = formRef.current;
          if (form) {
            const top = form.getBoundingClientRect().top;
            if (top < 0 || top > window.innerHeight * 0.5) {
              form.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
            }
          }
        });
      }, STEP_TRANSITION_MS);
      return true;
    },
    [formRef, contentRef],
  );

  return { state, transitioning, dispatch };
}
