import {
  type PortalActivity,
  type PortalSummary,
  QUOTE_STATUS_LABELS,
  TAX_EXEMPTION_STATUS_LABELS,
} from "@ingot/domain";
import {
  ArrowRight,
  ClipboardList,
  DollarSign,
  FileCheck2,
  FileText,
  Inbox,
  type LucideIcon,
  MessageSquareQuote,
  Package,
  Plus,
  Truck,
} from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Skeleton } from "@/components/ui/skeleton";
import { TitledCard } from "@/components/ui/titled-card";
import { anchors, paths } from "@/config/paths";
import { formatDate } from "@/lib/format-dates";
import { formatDollars } from "@/lib/format-figures";
import { usePortalSummary } from "../api/get-portal-summary";
import { sectionHash } from "../hooks/use-portal-section";
import { orderStatusText } from "../lib/order-status";
import { SectionEmpty, SectionError, SectionHeader } from "./section-states";

const DASHBOARD_LOAD_FAILED =
  "Failed to load your dashboard. Please check your connection and try again.";

/** One figure of the summary, a link to the section it counts. */
function Tile({
  stat,
  format = String,
  label,
  hint,
  icon: Icon,
  testId,
}: {
  stat: PortalSummary["open_requests"];
  format?: (value: number) => string;
  label: string;
  hint: string;
  icon: LucideIcon;
  testId: string;
}) {
  return (
    <a
      href={sectionHash(stat.section)}
      className="group flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 transition-colors hover:border-input focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid={testId}
    >
      <span className="flex items-center justify-between gap-2 text-muted-foreground text-sm">
        {label}
        <span className="flex size-8 items-center justify-center rounded-md bg-muted [&_svg]:size-4">
          <Icon />
        </span>
      </span>
      <span
        className="font-semibold text-2xl tabular-nums tracking-tight"
        data-testid={`${testId}-value`}
      >
        {format(stat.value)}
      </span>
      <span className="flex items-center gap-1 text-muted-foreground text-xs group-hover:text-foreground">
        {hint} <ArrowRight className="size-3" aria-hidden="true" />
      </span>
    </a>
  );
}

const ACTIVITY_ICON: Record<PortalActivity["kind"], ReactNode> = {
  order: <Package aria-hidden="true" />,
  quote: <MessageSquareQuote aria-hidden="true" />,
  document: <FileText aria-hidden="true" />,
};

function activityStatus(item: PortalActivity): string {
  if (item.kind === "order") return orderStatusText(item.status);
  if (item.kind === "document" && item.status in TAX_EXEMPTION_STATUS_LABELS) {
    return TAX_EXEMPTION_STATUS_LABELS[item.status as keyof typeof TAX_EXEMPTION_STATUS_LABELS];
  }
  if (item.kind === "quote" && item.status in QUOTE_STATUS_LABELS) {
    return QUOTE_STATUS_LABELS[item.status as keyof typeof QUOTE_STATUS_LABELS];
  }
  return item.status.replaceAll("_", " ");
}

function Activity({ items }: { items: PortalActivity[] }) {
  if (items.length === 0) {
    return (
      <SectionEmpty icon={<Inbox />} title="Nothing here yet" testId="activity-empty">
        Your quotes, orders and documents will show up here as they move.
      </SectionEmpty>
    );
  }
  return (
    <ol className="flex flex-col divide-y divide-border" data-testid="activity">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <a
            href={sectionHash(item.section, item.target_id ?? undefined)}
            className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground [&_svg]:size-4">
              {ACTIVITY_ICON[item.kind]}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-sm">{item.title}</span>
              <span className="block text-muted-foreground text-xs tabular-nums">
                <time dateTime={item.at}>{formatDate(item.at)}</time>
              </span>
            </span>
            <Badge variant="outline" className="shrink-0">
              {activityStatus(item)}
            </Badge>
          </a>
        </li>
      ))}
    </ol>
  );
}

function Tiles({ summary }: { summary: PortalSummary }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        stat={summary.open_requests}
        label="Open requests"
        hint="Submitted or in review"
        icon={ClipboardList}
        testId="tile-open-requests"
      />
      <Tile
        stat={summary.quotes_awaiting}
        label="Quotes awaiting you"
        hint="Quoted, still valid"
        icon={MessageSquareQuote}
        testId="tile-quotes-awaiting"
      />
      <Tile
        stat={summary.orders_in_progress}
        label="Orders in progress"
        hint="Paid, not yet completed"
        icon={Truck}
        testId="tile-orders-in-progress"
      />
      <Tile
        stat={summary.spent_this_year}
        format={formatDollars}
        label={`Spent in ${summary.spent_this_year.year}`}
        hint="Paid orders"
        icon={DollarSign}
        testId="tile-spent"
      />
    </div>
  );
}

/**
 * "Welcome back, Ada" once the account has done something (any latest activity), "Welcome, Ada"
 * for a brand-new account (issue #18), "Dashboard" without a name.
 */
export function dashboardGreeting(name: string, summary: PortalSummary | undefined): string {
  const first = name.trim().split(/\s+/)[0];
  if (!first) return "Dashboard";
  const returning = (summary?.latest_activity.length ?? 0) > 0;
  return returning ? `Welcome back, ${first}` : `Welcome, ${first}`;
}

/** Dashboard: the summary tiles (each opens its section), latest activity and quick actions. */
export function DashboardSection({ name }: { name: string }) {
  const summary = usePortalSummary();
  const exemption = summary.data?.tax_exemption_status ?? null;
  return (
    <section aria-labelledby="portal-dashboard">
      <SectionHeader
        id="portal-dashboard"
        title={dashboardGreeting(name, summary.data)}
        description="Where your quotes, orders and documents stand."
        actions={
          <>
            <ButtonLink to={`${paths.home}#${anchors.quoteForm}`} size="sm" icon={Plus}>
              New quote
            </ButtonLink>
            <ButtonLink to={paths.rfq} size="sm" variant="outline" icon={ClipboardList}>
              Multi-line RFQ
            </ButtonLink>
          </>
        }
      />
      {summary.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-6">
          <span className="sr-only">Loading…</span>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {["a", "b", "c", "d"].map((k) => (
              <Skeleton key={k} className="h-32" />
            ))}
          </div>
          <Skeleton className="h-64" />
        </div>
      ) : summary.isError ? (
        <SectionError message={DASHBOARD_LOAD_FAILED} onRetry={() => void summary.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <Tiles summary={summary.data} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            <TitledCard small title="Latest activity" contentClassName="pt-3">
              <Activity items={summary.data.latest_activity} />
            </TitledCard>
            <TitledCard
              icon={FileCheck2}
              small
              title="Tax exemption"
              contentClassName="flex flex-col items-start gap-3 pt-3 text-sm"
            >
              {exemption ? (
                <Badge
                  variant={
                    exemption === "accepted"
                      ? "success"
                      : exemption === "rejected"
                        ? "danger"
                        : "warning"
                  }
                  data-testid="dashboard-exemption"
                >
                  {TAX_EXEMPTION_STATUS_LABELS[exemption]}
                </Badge>
              ) : null}
              <p className="text-muted-foreground">
                {exemption === "accepted"
                  ? "Checkout marks your orders tax-exempt."
                  : exemption === "pending_review"
                    ? "We are reviewing your certificate, usually within one business day."
                    : "Buying for resale or manufacturing? Upload your exemption certificate once."}
              </p>
              <Button asChild size="sm" variant="outline">
                <a href={sectionHash("documents")}>
                  <FileText aria-hidden="true" /> Documents
                </a>
              </Button>
            </TitledCard>
          </div>
        </div>
      )}
    </section>
  );
}
