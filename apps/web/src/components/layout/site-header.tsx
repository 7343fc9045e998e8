import { Menu, X } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useEscapeCloses } from "@/lib/use-escape-closes";
import { useAccountSlot } from "./account-slot";
import { Brand } from "./brand";

export interface HeaderLink {
  href: string;
  label: string;
}

/**
 * The phone menu's id: one header a page. Fixed, not useId: on the landing page the header
 * hydrates in a slice of its own, where useId numbers differently from the prerender, and the
 * menu button's aria-controls must name the menu (lib/hydration.ts).
 */
const MENU_ID = "site-menu";

/**
 * The top bar (spec §2 item 1): brand, page links, an optional mailing-list signup (from lg up),
 * the account slot and the theme toggle. Sticky and compact. Below md the links, below lg the
 * signup, and below sm the account slot move into a menu that opens under the bar (a bar without
 * links or signup gets the menu below sm only, so a 360 px phone never has to fit Sign In, Get
 * Quote and the toggle beside the brand). So phones and tablets can join the mailing list too.
 *
 * The account corner is what the app provides (components/layout/account-slot.tsx: the accounts
 * feature's AccountMenu, signed in: Account menu with Profile and Sign Out; signed out: Sign In and
 * Get Quote); a screen may pass its own `account` instead.
 */
export function SiteHeader({
  links,
  signup,
  menuSignup = signup,
  account,
  actions,
}: {
  links?: readonly HeaderLink[];
  signup?: ReactNode;
  /** The phone menu's copy of `signup`, named apart from the bar's (both are in the DOM). */
  menuSignup?: ReactNode;
  account?: ReactNode;
  /** @deprecated older name of `account` */
  actions?: ReactNode;
}) {
  const slot = useAccountSlot();
  const accountArea = account ?? actions ?? slot;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEscapeCloses(open, setOpen, buttonRef);

  const hasLinks = links !== undefined && links.length > 0;
  // The widest screen that still needs the menu: below lg with a signup, md with links, else sm.
  const menuHidden = signup ? "lg:hidden" : hasLinks ? "md:hidden" : "sm:hidden";

  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Brand className="mr-2 shrink-0" />
        {hasLinks ? (
          <nav aria-label="Main" className="hidden items-center md:flex">
            {links.map((link) => (
              <a
                key={link.href}
                href={link.href}
                className="rounded-md px-3 py-2 text-muted-foreground text-sm transition-colors hover:bg-muted hover:text-foreground"
              >
                {link.label}
              </a>
            ))}
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {signup ? <div className="hidden lg:block">{signup}</div> : null}
          {signup ? (
            <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-border lg:block" />
          ) : null}
          <div className="hidden items-center gap-2 sm:flex">{accountArea}</div>
          <ThemeToggle className="size-9" />
          <Button
            ref={buttonRef}
            variant="ghost"
            size="icon"
            className={cn("size-9", menuHidden)}
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {open ? (
        <div id={MENU_ID} className={cn("border-border border-t bg-background", menuHidden)}>
          {hasLinks ? (
            <nav
              aria-label="Mobile"
              className="mx-auto flex max-w-7xl flex-col px-4 py-2 sm:px-6 md:hidden"
            >
              {links.map((link) => (
                <a
                  key={link.href}
                  href={link.href}
                  onClick={() => setOpen(false)}
                  className="flex h-11 items-center rounded-md px-2 text-base hover:bg-muted"
                >
                  {link.label}
                </a>
              ))}
            </nav>
          ) : null}
          {signup ? (
            <div
              className={cn(
                "mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:px-6",
                hasLinks && "border-border border-t max-md:border-t md:border-t-0",
                "[&_form]:w-full [&_input]:w-auto [&_input]:flex-1",
              )}
            >
              <p className="font-medium text-sm">Product updates</p>
              {menuSignup}
            </div>
          ) : null}
          <div
            className={cn(
              "mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:hidden",
              (hasLinks || signup) && "border-border border-t",
            )}
          >
            {accountArea}
          </div>
        </div>
      ) : null}
    </header>
  );
}
