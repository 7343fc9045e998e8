import { Mail, MessageSquare, Phone, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { brand, mailto } from "@/config/brand";
import { cn } from "@/lib/cn";
import { useEscapeCloses } from "@/lib/use-escape-closes";

/** The band at the bottom of the viewport the button takes (its size, margin and some room), px. */
export const CONTACT_BUTTON_BAND_PX = 96;
/** Room kept around the button, px. */
const CLEARANCE_PX = 8;

/** What the button must never cover: the marked rows, and any control a person may use. */
const KEEP_CLEAR = "[data-keep-clear], input, select, textarea, button, a[href]";

/**
 * Whether a control (or an element marked `data-keep-clear`: the quote form's Previous/Next row,
 * the footer's last line) passes under the button's box, `root` being the button's own wrapper.
 * Before layout (no box yet) the bottom band of the viewport stands in for it.
 */
export function keepClearUnder(root: Element | null, band = CONTACT_BUTTON_BAND_PX): boolean {
  const own = root?.getBoundingClientRect();
  const box =
    own && own.width > 0
      ? {
          left: own.left - CLEARANCE_PX,
          right: own.right + CLEARANCE_PX,
          top: own.top - CLEARANCE_PX,
          bottom: own.bottom + CLEARANCE_PX,
        }
      : {
          left: 0,
          right: window.innerWidth,
          top: window.innerHeight - band,
          bottom: window.innerHeight,
        };
  return Array.from(document.querySelectorAll<HTMLElement>(KEEP_CLEAR)).some((el) => {
    if (root?.contains(el)) return false;
    const rect = el.getBoundingClientRect();
    return (
      rect.height > 0 &&
      rect.bottom > box.top &&
      rect.top < box.bottom &&
      rect.right > box.left &&
      rect.left < box.right
    );
  });
}

/**
 * The floating contact button (spec §2), bottom left: opens a small card with the sales phone and
 * email. Small on phones. It steps aside (fades out, out of the Tab order) while a control, or a
 * row marked `data-keep-clear`, passes under it, so it never covers the form's Previous button, a
 * field or the footer's last line (issue #18); the footer carries the same phone and email.
 */
/**
 * One per page. A fixed id, not useId: the button hydrates in a later slice of the landing page,
 * where useId numbers differently from the prerender, and its aria-controls must name the panel it
 * opens afterwards (lib/hydration.ts).
 */
const PANEL_ID = "contact-panel";

export function ContactButton() {
  const [open, setOpen] = useState(false);
  const [aside, setAside] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setAside(keepClearUnder(rootRef.current)));
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, []);
  const hidden = aside && !open;

  useEscapeCloses(open, setOpen, buttonRef);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={cn(
        "fixed bottom-3 left-3 z-30 flex flex-col items-start gap-2 transition-opacity sm:bottom-6 sm:left-6",
        hidden && "pointer-events-none invisible opacity-0",
      )}
      data-testid="contact-button"
      data-aside={hidden ? "true" : undefined}
    >
      {open ? (
        <div
          id={PANEL_ID}
          className="w-64 rounded-lg border border-border bg-surface p-2 text-sm shadow-black/20 shadow-xl motion-safe:animate-[ingot-dialog-in_150ms_ease-out]"
        >
          <p className="px-2 pt-1 pb-2 text-muted-foreground text-xs">Sales, {brand.hours}</p>
          <a
            href={`tel:${brand.salesPhone.tel}`}
            className="flex items-center gap-3 rounded-md px-2 py-2.5 hover:bg-muted"
          >
            <Phone className="size-4 text-link" aria-hidden="true" />
            <span>
              Call <span className="tabular-nums">{brand.salesPhone.display}</span>
            </span>
          </a>
          <a
            href={mailto()}
            className="flex items-center gap-3 rounded-md px-2 py-2.5 hover:bg-muted"
          >
            <Mail className="size-4 text-link" aria-hidden="true" />
            <span className="truncate">Email {brand.salesEmail}</span>
          </a>
        </div>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? "Close contact options" : "Contact sales by phone or email"}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-black/30 shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:size-14"
      >
        {open ? (
          <X className="size-5" aria-hidden="true" />
        ) : (
          <MessageSquare className="size-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
