import { MESSAGES } from "@ingot/domain";
import { Download } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useOverview } from "../api/get-overview";
import { type LiveState, useAdminEvents } from "../hooks/use-admin-events";
import { DashboardPanel } from "./dashboard-panel";
import type { OrdersFilterState } from "./orders-panel";
import { TestPaymentsBadge } from "./test-payments-badge";

/**
 * Every tab but the dashboard (what /admin opens on) is its own chunk, fetched when its tab is
 * pointed at, focused or chosen; the request dialog's chunk is fetched as the screen first renders,
 * beside the dashboard's data, not before the screen.
 * The first visit downloads the dashboard alone (issue #19: code split by interaction).
 */
const PANELS = {
  orders: () => import("./orders-panel").then((m) => ({ default: m.OrdersPanel })),
  companies: () => import("./companies-panel").then((m) => ({ default: m.CompaniesPanel })),
  "tax-exemptions": () =>
    import("./tax-exemptions-panel").then((m) => ({ default: m.TaxExemptionsPanel })),
  materials: () => import("./materials-panel").then((m) => ({ default: m.MaterialsPanel })),
  outbox: () => import("./outbox-panel").then((m) => ({ default: m.OutboxPanel })),
};
const OrdersPanel = lazy(PANELS.orders);
const CompaniesPanel = lazy(PANELS.companies);
const TaxExemptionsPanel = lazy(PANELS["tax-exemptions"]);
const MaterialsPanel = lazy(PANELS.materials);
const OutboxPanel = lazy(PANELS.outbox);
const QuoteDetailDialog = lazy(() =>
  import("./quote-detail-dialog").then((m) => ({ default: m.QuoteDetailDialog })),
);

const TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "orders", label: "Orders" },
  { id: "companies", label: "Companies" },
  { id: "tax-exemptions", label: "Tax exemptions" },
  { id: "materials", label: "Materials" },
  { id: "outbox", label: "Outbox" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/** Starts fetching a tab's chunk (a second call reuses the first's). */
function prefetchPanel(tab: Tab) {
  if (tab !== "dashboard") void PANELS[tab]();
}

const tabFromHash = (): Tab => {
  const hash = typeof window === "undefined" ? "" : window.location.hash.slice(1);
  return TABS.some((t) => t.id === hash) ? (hash as Tab) : "dashboard";
};

const LIVE_LABEL: Record<LiveState, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
};

/**
 * The admin screen (spec §2 /admin): dashboard, orders (with certificates), companies (terms,
 * statements and payments, issue #16), tax-exemption review, materials and outbox, kept live by SSE.
 */
export function AdminScreen() {
  const [tab, setTab] = useState<Tab>(tabFromHash);
  const [quoteId, setQuoteId] = useState<string | null>(null);
  const [ordersFilter, setOrdersFilter] = useState<OrdersFilterState>({
    payment_status: "",
    fulfilment_status: "",
  });
  const live = useAdminEvents(true);
  const overview = useOverview(true);

  useEffect(() => {
    const onHash = () => setTab(tabFromHash());
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  const navigate = useNavigate();
  const revoked = isApiError(overview.error) && overview.error.status === 403;
  useEffect(() => {
    // The role was taken away since the page loaded: the server says 403.
    if (revoked) {
      toast.error(MESSAGES.admin.accessDeniedTitle, {
        id: "admin-access",
        description: MESSAGES.admin.noAdminPermissions,
      });
      navigate("/", { replace: true });
    } else if (overview.isError) {
      toast.error(MESSAGES.admin.errorTitle, {
        id: "admin-load",
        description: MESSAGES.admin.dataLoadFailed,
      });
    }
  }, [overview.isError, revoked, navigate]);

  const select = (next: Tab) => {
    setTab(next);
    window.history.replaceState(null, "", `#${next}`);
  };

  const newRequests = overview.data?.counts.new_requests ?? 0;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="font-semibold text-xl tracking-tight">Admin</h1>
          <span
            className="inline-flex items-center gap-1.5 text-muted-foreground text-xs"
            data-testid="live-state"
            data-state={live.state}
          >
            <span
              aria-hidden="true"
              className={cn(
                "size-2 rounded-full",
                live.state === "live" ? "bg-success" : "bg-warning motion-safe:animate-pulse",
              )}
            />
            {LIVE_LABEL[live.state]}
          </span>
          <TestPaymentsBadge />
        </div>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Export CSV</legend>
          {(["requests", "orders", "subscribers"] as const).map((kind) => (
            <Button key={kind} asChild size="sm" variant="outline">
              <a href={`/v2/admin/export/${kind}.csv`} download>
                <Download aria-hidden="true" />
                <span className="capitalize">{kind}</span>
                <span className="sr-only"> as CSV</span>
              </a>
            </Button>
          ))}
        </fieldset>
      </div>

      <div
        role="tablist"
        aria-label="Admin sections"
        // On a phone the tabs wrap into pills, so none is clipped off-screen (issue #18); from
        // sm up they are one underlined row.
        className="grid grid-cols-2 gap-1.5 min-[420px]:grid-cols-3 sm:-mx-1 sm:flex sm:gap-1 sm:border-border sm:border-b sm:px-1"
        data-testid="admin-tabs"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`admin-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`admin-panel-${t.id}`}
            onClick={() => select(t.id)}
            onPointerEnter={() => prefetchPanel(t.id)}
            onFocus={() => prefetchPanel(t.id)}
            className={cn(
              "whitespace-nowrap rounded-md border px-3 py-2 font-medium text-sm",
              "sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2",
              "focus-visible:outline-2 focus-visible:outline-ring",
              tab === t.id
                ? "border-primary bg-muted text-foreground sm:bg-transparent"
                : "border-border text-muted-foreground hover:text-foreground sm:border-transparent",
            )}
          >
            {t.label}
            {t.id === "dashboard" && newRequests > 0 ? (
              <span className="ml-1.5 rounded-full bg-warning-soft px-1.5 text-warning text-xs tabular-nums">
                {newRequests}
              </span>
            ) : null}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === "dashboard" ? (
          overview.isError ? (
            <div role="alert" className="rounded-lg border border-border bg-surface p-6 text-sm">
              <p>{MESSAGES.admin.dataLoadFailed}</p>
              <Button
                className="mt-3"
                size="sm"
                variant="outline"
                onClick={() => void overview.refetch()}
              >
                Try again
              </Button>
            </div>
          ) : (
            <DashboardPanel
              overview={overview.data}
              isLoading={overview.isPending}
              fresh={live.fresh}
              onOpenQuote={setQuoteId}
              onShowOrders={(which) => {
                setOrdersFilter(
                  which === "awaiting"
                    ? { payment_status: "paid", fulfilment_status: "pending" }
                    : { payment_status: "", fulfilment_status: "in_production" },
                );
                select("orders");
              }}
            />
          )
        ) : null}
        <Suspense fallback={<PanelLoading />}>
          {tab === "orders" ? (
            <OrdersPanel
              key={`${ordersFilter.payment_status}-${ordersFilter.fulfilment_status}`}
              initial={ordersFilter}
              fresh={live.fresh}
            />
          ) : null}
          {tab === "companies" ? <CompaniesPanel /> : null}
          {tab === "tax-exemptions" ? <TaxExemptionsPanel /> : null}
          {tab === "materials" ? <MaterialsPanel /> : null}
          {tab === "outbox" ? <OutboxPanel /> : null}
        </Suspense>
      </div>

      <div aria-live="polite" className="sr-only">
        {live.lastEvent?.type === "request.created" ? "A new request arrived." : ""}
      </div>

      <Suspense fallback={null}>
        <QuoteDetailDialog id={quoteId} onClose={() => setQuoteId(null)} />
      </Suspense>
    </div>
  );
}

/** Holds a tab's place while its chunk arrives. */
function PanelLoading() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-10" />
      <Skeleton className="h-72" />
    </div>
  );
}
