import { type RefObject, useEffect, useRef } from "react";

/**
 * Where focus goes once a picker (the material picker) has chosen: the first field the choice
 * opens (`firstField()`). While that field is still loading, focus goes to `fallback` (the
 * picker's Change button) and moves on to the field once it shows (`shown` changes: what it is
 * rendered from), unless the user has moved focus elsewhere meanwhile. Answers the picker's
 * `focusAfterSelect`.
 */
export function useFocusAfterPick(
  firstField: () => HTMLElement | null | undefined,
  fallback: RefObject<HTMLElement | null>,
  shown: unknown,
) {
  // Set when the picker handed focus to `fallback` because the field was not there yet.
  const waiting = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is what the field appears with; firstField reads the DOM
  useEffect(() => {
    if (!waiting.current) return;
    const field = firstField();
    if (!field) return;
    waiting.current = false;
    const active = document.activeElement;
    if (active === fallback.current || active === document.body || active === null) field.focus();
  }, [shown]);
  return () => {
    const field = firstField();
    waiting.current = !field;
    return field ?? fallback.current;
  };
}
