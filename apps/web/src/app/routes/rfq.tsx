import type { CartItem } from "@ingot/domain";
import { MESSAGES } from "@ingot/domain";
import { ChevronDown, FileSpreadsheet, History, Plus, Scissors } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { CartCheckout } from "@/components/cart/cart-checkout";
import { ToolHeader } from "@/components/layout/tool-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/hooks/use-session";
import { ItemEntry } from "@/features/quote-builder/components/item-entry";
import { RfqAuthRequired } from "@/features/quote-requests/components/rfq-auth-required";
import { RfqItemsList } from "@/features/quote-requests/components/rfq-items-list";
import { RfqSubmitPanel } from "@/features/quote-requests/components/rfq-submit-panel";
import { useRfqCart } from "@/features/quote-requests/hooks/use-rfq-cart";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";

/**
 * The spreadsheet import (and the CSV parser it brings) is fetched when it is first opened, not
 * with the page (issue #19: code split by interaction); once opened it stays mounted, as before.
 */
const loadBomImportDialog = () =>
  import("@/features/quote-requests/components/bom-import-dialog").then((m) => ({
    default: m.BomImportDialog,
  }));
const BomImportDialog = lazy(loadBomImportDialog);

/**
 * Multi-line RFQ (/rfq, spec §2). The app layer composes the quote builder's item entry (length in
 * feet here) with the quote-requests feature: the cart, the spreadsheet import, and either the
 * sign-in card or the settings and submit cards.
 */
export function Component() {
  const id = useId();
  const cart = useRfqCart();
  const session = useSession();
  // Open to start with an empty cart; a returning cart shows its lines first.
  const [addOpen, setAddOpen] = useState(() => cart.items.length === 0);
  const [importOpen, setImportOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its exit animation and its pasted text.
  const [importWanted, setImportWanted] = useState(false);
  const count = cart.items.length;

  const addItem = (item: CartItem) => {
    cart.add(item);
    // Adding resets the entry form and collapses the panel (spec §2): it unmounts when closed.
    setAddOpen(false);
    toast.success("Item added to your RFQ", {
      description: `${item.material}, ${item.quantity} pcs`,
    });
  };

  const profile = {
    name: session.profile?.full_name ?? session.user?.name ?? "",
    email: session.profile?.email ?? session.user?.email ?? "",
    company: session.profile?.company ?? "",
    phone: session.profile?.phone ?? "",
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <ToolHeader title="Multi-line RFQ">
        <Badge variant="neutral" className="tabular-nums" data-testid="rfq-item-count">
          {count} {count === 1 ? "item" : "items"}
        </Badge>
        <Badge variant="outline" className="tabular-nums" data-testid="rfq-total-pieces">
          {cart.totalPieces} pcs
        </Badge>
      </ToolHeader>

      <main
        id="main"
        className="mx-auto grid w-full max-w-7xl flex-1 items-start gap-6 px-3 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-8 lg:py-8"
      >
        <section
          aria-labelledby={`${id}-items`}
          className="flex flex-col gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id={`${id}-items`} className="font-semibold text-xl tracking-tight">
                {MESSAGES.quoteForm.rfqItemsTitle(count)}
              </h2>
              <p className="text-muted-foreground text-sm tabular-nums">
                {cart.totalPieces} {cart.totalPieces === 1 ? "piece" : "pieces"} total · length in
                ft, other dimensions in inches
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onPointerEnter={() => void loadBomImportDialog()}
                onFocus={() => void loadBomImportDialog()}
                onClick={() => {
                  setImportWanted(true);
                  setImportOpen(true);
                }}
              >
                <FileSpreadsheet aria-hidden="true" />
                Paste / upload CSV
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to={paths.cutList}>
                  <Scissors aria-hidden="true" />
                  Plan cuts
                </Link>
              </Button>
              {session.user ? (
                <Button asChild variant="ghost" size="sm">
                  <Link to={paths.quotes} aria-label="Quote history">
                    <History aria-hidden="true" />
                    <span className="hidden sm:inline">Quote history</span>
                  </Link>
                </Button>
              ) : null}
            </div>
          </div>
          <RfqItemsList items={cart.items} onRemove={cart.remove} onUpdate={cart.update} />
          <CartCheckout items={cart.items} email={profile.email} />
        </section>

        <Card className="overflow-hidden lg:col-start-2 lg:row-start-1 max-lg:-order-1">
          <h2>
            <button
              type="button"
              className="flex w-full items-center gap-3 p-4 text-left font-semibold hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2"
              aria-expanded={addOpen}
              aria-controls={`${id}-add`}
              onClick={() => setAddOpen((open) => !open)}
              data-testid="add-item-toggle"
            >
              <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
                <Plus className="size-4" aria-hidden="true" />
              </span>
              Add Item to RFQ
              <ChevronDown
                className={cn(
                  "ml-auto size-4 text-muted-foreground transition-transform motion-reduce:transition-none",
                  addOpen && "rotate-180",
                )}
                aria-hidden="true"
              />
            </button>
          </h2>
          {addOpen ? (
            <div
              id={`${id}-add`}
              className="border-border border-t p-4"
              data-testid="rfq-add-panel"
            >
              <ItemEntry
                onAdd={addItem}
                lengthUnit="ft"
                withMaterialSpec
                buyNow={false}
                {...(profile.email ? { email: profile.email } : {})}
              />
            </div>
          ) : null}
        </Card>

        <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-2">
          {session.isLoading ? (
            <Skeleton className="h-64" aria-label="Loading your account" />
          ) : session.user ? (
            <RfqSubmitPanel items={cart.items} profile={profile} onSubmitted={cart.clear} />
          ) : (
            <RfqAuthRequired />
          )}
        </div>
      </main>

      {importWanted ? (
        <Suspense fallback={null}>
          <BomImportDialog
            open={importOpen}
            onOpenChange={setImportOpen}
            onAdd={(items) => {
              cart.add(...items);
              toast.success(
                `${items.length} ${items.length === 1 ? "item" : "items"} added to your RFQ`,
              );
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
