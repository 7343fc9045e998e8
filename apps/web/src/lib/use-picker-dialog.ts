import { type RefObject, useState } from "react";
import { useFocusAfterPick } from "./use-focus-after-pick";

/**
 * A picker dialog's state (the material picker's), as props for its two sides: `opener`, the
 * control that opens it (its Change button, `changeButton`, and `onOpen`), and `dialog`, the
 * picker itself: whether it is open, and where focus goes once it has chosen (through
 * useFocusAfterPick: the first field the choice opens, else the Change button until that field
 * shows).
 */
export function usePickerDialog<T extends HTMLElement>(
  firstField: () => HTMLElement | null | undefined,
  changeButton: RefObject<T | null>,
  shown: unknown,
) {
  const [open, setOpen] = useState(false);
  const focusAfterSelect = useFocusAfterPick(firstField, changeButton, shown);
  return {
    opener: { changeButton, onOpen: () => setOpen(true) },
    dialog: { open, onOpenChange: setOpen, focusAfterSelect },
  };
}
