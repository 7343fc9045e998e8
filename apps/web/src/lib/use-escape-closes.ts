import { type RefObject, useEffect } from "react";

/**
 * While `open`, Escape anywhere on the page closes the popover (a menu, a panel: `setOpen(false)`)
 * and puts focus back on the control that opened it, `opener`.
 */
export function useEscapeCloses(
  open: boolean,
  setOpen: (open: boolean) => void,
  opener: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
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
