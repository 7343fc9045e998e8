import { type Dispatch, type SetStateAction, useEffect, useState } from "react";

/** Where the planner keeps what the buyer typed, so a reload or a trip to /rfq loses nothing. */
export const CUT_LIST_DRAFT_PREFIX = "ingot-cut-list:";

function read<T>(key: string, initial: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = window.localStorage.getItem(CUT_LIST_DRAFT_PREFIX + key);
    if (raw === null) return initial;
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : initial;
  } catch {
    return initial;
  }
}

/**
 * useState kept in localStorage under the planner's prefix. A stored value that does not pass
 * `isValid` (an older shape, a hand edit) is ignored.
 */
export function useStoredState<T>(
  key: string,
  initial: T,
  isValid: (value: unknown) => value is T,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => read(key, initial, isValid));
  useEffect(() => {
    try {
      window.localStorage.setItem(CUT_LIST_DRAFT_PREFIX + key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the planner still works for this visit.
    }
  }, [key, value]);
  return [value, setValue];
}
