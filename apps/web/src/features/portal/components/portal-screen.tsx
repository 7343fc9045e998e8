import { MESSAGES, type PortalSection } from "@ingot/domain";
import {
  Building2,
  FolderOpen,
  Headset,
  LayoutDashboard,
  LogIn,
  MessageSquareQuote,
  Package,
  Settings,
  UserRound,
} from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { sectionHash, usePortalSection } from "../hooks/use-portal-section";
import { SECTION_TITLES } from "../lib/sections";
import { DashboardSection } from "./dashboard-section";
import { SectionLoading } from "./section-states";

/**
 * Every section but the dashboard (what /profile opens on) is its own chunk, fetched when the
 * visitor heads for it (pointing at or focusing its menu entry) or opens it, so the first visit
 * downloads the dashboard alone (issue #19: code split by interaction).
 */
const SECTIONS = {
  account: () => import("./account-section").then((m) => ({ default: m.AccountSection })),
  orders: () => import("./orders-section").then((m) => ({ default: m.OrdersSection })),
  tracking: () =>
    import("./order-tracking-section").then((m) => ({ default: m.OrderTrackingSection })),
  quotes: () => import("./quotes-section").then((m) => ({ default: m.QuotesSection })),
  documents: () => import("./documents-section").then((m) => ({ default: m.DocumentsSection })),
  contact: () => import("./contact-section").then((m) => ({ default: m.ContactSection })),
  company: () => import("./company-section").then((m) => ({ default: m.CompanySection })),
  settings: () => import("./settings-section").then((m) => ({ default: m.SettingsSection })),
};
const AccountSection = lazy(SECTIONS.account);
const OrdersSection = lazy(SECTIONS.orders);
const OrderTrackingSection = lazy(SECTIONS.tracking);
const QuotesSection = lazy(SECTIONS.quotes);
const DocumentsSection = lazy(SECTIONS.documents);
const ContactSection = lazy(SECTIONS.contact);
const CompanySection = lazy(SECTIONS.company);
const SettingsSection = lazy(SECTIONS.settings);

/** Starts fetching a section's chunk (a second call reuses the first's). */
function prefetchSection(section: PortalSection) {
  if (section !== "dashboard") void SECTIONS[section]();
}

/** The side menu of spec §2, in its order and words; tracking is not in it. */
const MENU: { section: Exclude<PortalSection, "tracking">; icon: ReactNode }[] = [
  { section: "dashboard", icon: <LayoutDashboard aria-hidden="true" /> },
  { section: "account", icon: <UserRound aria-hidden="true" /> },
  { section: "orders", icon: <Package aria-hidden="true" /> },
  { section: "quotes", icon: <MessageSquareQuote aria-hidden="true" /> },
  { section: "documents", icon: <FolderOpen aria-hidden="true" /> },
  { section: "contact", icon: <Headset aria-hidden="true" /> },
  { section: "company", icon: <Building2 aria-hidden="true" /> },
  { section: "settings", icon: <Settings aria-hidden="true" /> },
];

export interface PortalUser {
  id: string;
  email: string;
  name: string;
}

function PortalMenu({ active }: { active: PortalSection }) {
  const current = active === "tracking" ? "orders" : active;
  const list = useRef<HTMLUListElement>(null);
  // On phones the menu is a scrolling row of tabs: keep the current one in view.
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>(`[data-menu="${current}"]`);
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const left = tab.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, left - 16);
    }
  }, [current]);
  return (
    <nav aria-label="Account sections" className="-mx-4 sm:mx-0 lg:sticky lg:top-20">
      <ul
        ref={list}
        className={cn(
          "flex gap-1 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:px-0",
          "lg:flex-col lg:overflow-visible lg:pb-0",
        )}
      >
        {MENU.map((item) => {
          const isCurrent = item.section === current;
          return (
            <li key={item.section} className="shrink-0">
              <a
                href={sectionHash(item.section)}
                data-menu={item.section}
                onPointerEnter={() => prefetchSection(item.section)}
                onFocus={() => prefetchSection(item.section)}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 font-medium text-sm transition-colors [&_svg]:size-4",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  isCurrent
                    ? "bg-muted text-foreground lg:shadow-[inset_3px_0_0_var(--color-primary)]"
                    : "text-muted-foreground hover:bg-muted/60 hover:text-foreground",
                  "max-lg:border max-lg:border-border",
                  isCurrent && "max-lg:border-primary",
                )}
              >
                {item.icon}
                {SECTION_TITLES[item.section]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The customer portal (/profile, spec §2): a side menu (tabs on phones) and the hash's section. */
export function PortalScreen({ user }: { user: PortalUser }) {
  const { section, orderId } = usePortalSection();
  const content = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // After choosing a section, move focus to its heading (not on the first load).
  const key = `${section}:${orderId ?? ""}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the section (key) changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const container = content.current;
    if (!container) return;
    const arrive = () => {
      // The shown one: while a section's chunk loads, React keeps the previous one hidden.
      const heading = [...container.querySelectorAll<HTMLElement>("h2[tabindex='-1']")].find(
        (h2) => h2.getClientRects().length > 0,
      );
      if (!heading) return false;
      heading.focus({ preventScroll: true });
      // Bring the section into view only when the reader had scrolled past its top, or it is
      // under the sticky header (the page's scroll padding).
      const padding = Number.parseFloat(
        getComputedStyle(document.documentElement).scrollPaddingTop,
      );
      if (container.getBoundingClientRect().top < (padding || 0)) {
        container.scrollIntoView({ block: "start", behavior: "auto" });
      }
      return true;
    };
    if (arrive()) return;
    // A section whose chunk is still coming shows its heading once it is in.
    const observer = new MutationObserver(() => {
      if (arrive()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key]);

  let body: ReactNode;
  switch (section) {
    case "account":
      body = <AccountSection userId={user.id} />;
      break;
    case "orders":
      body = <OrdersSection email={user.email} />;
      break;
    case "tracking":
      body = orderId ? (
        <OrderTrackingSection orderId={orderId} email={user.email} />
      ) : (
        <OrdersSection email={user.email} />
      );
      break;
    case "quotes":
      body = <QuotesSection userId={user.id} email={user.email} />;
      break;
    case "documents":
      body = <DocumentsSection />;
      break;
    case "contact":
      body = <ContactSection />;
      break;
    case "company":
      body = <CompanySection userId={user.id} email={user.email} />;
      break;
    case "settings":
      body = <SettingsSection email={user.email} />;
      break;
    default:
      body = <DashboardSection name={user.name} />;
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <PortalMenu active={section} />
      <div ref={content} className="min-w-0" data-section={section}>
        <Suspense fallback={<SectionLoading />}>{body}</Suspense>
      </div>
    </div>
  );
}

/** What a signed-out visitor sees on /profile (spec §2). */
export function PortalSignedOut() {
  return (
    <Card className="mx-auto max-w-md">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <UserRound className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium text-lg" data-testid="profile-signed-out">
          {MESSAGES.auth.profileSignedOut}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink to={paths.auth} icon={LogIn}>
            Sign In
          </ButtonLink>
          <ButtonLink to={paths.home} variant="outline">
            Go Home
          </ButtonLink>
        </div>
      </CardContent>
    </Card>
  );
}
