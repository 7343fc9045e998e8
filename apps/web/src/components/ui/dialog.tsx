import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, type RefObject, useLayoutEffect, useRef } from "react";
import { cn } from "@/lib/cn";

/**
 * Radix Dialog in the house style: focus trapped, Escape closes, title required for screen readers.
 * Focus returns to the element that opened it when it closes (Radix does that only for a
 * DialogTrigger; our dialogs are opened by state), unless `returnFocus` names another target: a
 * close that completes a step moves on to the next logical control. An opener that is gone by
 * then gives way to the page's main heading, so focus never falls to the page body.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  hideClose = false,
  returnFocus,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  hideClose?: boolean;
  /** Where focus goes on close; nothing (or undefined) for the opener. */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-[ingot-fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-lg border border-border bg-surface text-surface-foreground shadow-xl",
          "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg",
          "data-[state=open]:animate-[ingot-dialog-in_200ms_ease-out] focus:outline-none",
          className,
        )}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const target = returnFocus?.() ?? focusable(opener.current) ?? mainHeading();
          target?.focus();
        }}
        {...props}
      >
        <RememberOpener opener={opener} />
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Mounted with the dialog's content: notes the element focused before the dialog opened, in a layout
 * effect, so before any effect of the dialog's own (a step focusing its first option) has moved
 * focus inside. The order of effects between a parent and its children is the runtime's business;
 * layout effects all run before them.
 */
function RememberOpener({ opener }: { opener: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [opener]);
  return null;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("font-semibold text-lg leading-tight", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn("text-muted-foreground text-sm", className)}
      {...props}
    />
  );
}

function focusable(element: HTMLElement | null): HTMLElement | null {
  if (!element?.isConnected || element.matches(":disabled")) return null;
  return element.getClientRects().length > 0 ? element : null;
}

function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector("main");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  return heading;
}
