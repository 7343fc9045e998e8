import { type RefObject, useLayoutEffect } from "react";

/**
 * While `open`, Escape anywhere on the page closes the popover (a menu, a panel: `setOpen(false)`)
 * and puts focus back on the control that opened it, `opener`.
 *
 * A layout effect: the listener is attached in the same commit that shows the popover. Preact runs
 * plain effects only after the next frame, so an Escape pressed the moment the panel appeared
 * (a fast keyboard user, a test) used to find no listener and left the panel open.
 */
export function useEscapeCloses(
  open: boolean,
  setOpen: (open: boolean) => void,
  opener: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      opener.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, setOpen, opener]);
}
