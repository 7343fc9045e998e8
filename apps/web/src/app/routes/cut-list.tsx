import {
  type CartItem,
  type CutListRequestInput,
  cartItemSpec,
  formatCartItemMaterial,
  isMaterialCode,
  isStockProductType,
  SHAPES,
  STOCK_PRODUCT_TYPES,
} from "@ingot/domain";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { ToolHeader } from "@/components/layout/tool-header";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSession } from "@/features/auth/hooks/use-session";
import { optimizeCutList } from "@/features/cut-list/api/optimize-cut-list";
import { CutListPlanner } from "@/features/cut-list/components/cut-list-planner";
import { useStoredState } from "@/features/cut-list/hooks/use-stored-state";
import type { CutListMaterial } from "@/features/cut-list/lib/cut-list-cart";
import { useDimensionConstraints } from "@/features/quote-builder/api/get-dimension-constraints";
import { MaterialChoice } from "@/features/quote-builder/components/material-choice";
import { MaterialPicker } from "@/features/quote-builder/components/material-picker";
import {
  PURCHASE_LINES_MAX,
  type PurchaseLine,
  TOO_MANY_LINES_NOTE,
  usePurchaseHandOff,
} from "@/lib/purchase-data";
import { buildPurchaseLine } from "@/lib/purchase-line";
import { appendToRfqCart } from "@/lib/rfq-cart-storage";
import { toast } from "@/lib/toast";
import { usePickerDialog } from "@/lib/use-picker-dialog";

const isCutListMaterial = (value: unknown): value is CutListMaterial | undefined => {
  if (value === undefined || value === null) return value === undefined;
  if (typeof value !== "object") return false;
  const m = value as Record<string, unknown>;
  return (
    isMaterialCode(m.materialCode) &&
    typeof m.materialLabel === "string" &&
    typeof m.productType === "string" &&
    isStockProductType(m.productType) &&
    typeof m.shape === "string" &&
    (SHAPES as readonly string[]).includes(m.shape)
  );
};

/**
 * "Full lengths, cut by us" as one purchase line: the bars (one instant-priced line per stock
 * length gives their weight), shown at the plan's full-lengths price until checkout's own figures
 * arrive; checkout sends the cut list, never this price.
 */
function fullLengthsLine(
  bars: PurchaseLine[],
  cutList: CutListRequestInput,
  plan: { stock_count: number; cost_full_lengths: number },
): PurchaseLine {
  const [longest] = bars;
  if (!longest) throw new Error("The plan has no bars.");
  const weightLbs = Math.round(bars.reduce((sum, bar) => sum + bar.weightLbs, 0) * 100) / 100;
  return {
    ...longest,
    quantity: plan.stock_count,
    weightLbs,
    weightPerPieceLbs: Math.round((weightLbs / Math.max(1, plan.stock_count)) * 100) / 100,
    totalPrice: plan.cost_full_lengths,
    item: { ...longest.item, quantity: plan.stock_count },
    cutList,
  };
}

/**
 * The cut-list planner (/cut-list, issue #17). The app layer gives the planner the quote builder's
 * material picker and dimension inputs, and the shared RFQ cart and checkout hand-off.
 */
export function Component() {
  const changeButton = useRef<HTMLButtonElement>(null);
  const [material, setMaterial] = useStoredState<CutListMaterial | undefined>(
    "material",
    undefined,
    isCutListMaterial,
  );
  const session = useSession();
  const handOff = usePurchaseHandOff();
  const [buying, setBuying] = useState(false);
  /**
   * Either option of the plan as one order, then checkout: cut to size as one line per piece line;
   * full lengths as one line carrying the cut list, which checkout's server plans and prices
   * exactly as the planner's "Full lengths, cut by us" (issue #17).
   */
  async function checkout(
    items: CartItem[],
    option: "cut-to-size" | "full-lengths",
    cutList?: CutListRequestInput,
  ) {
    if (buying) return;
    if (items.length === 0) return;
    if (items.length > PURCHASE_LINES_MAX) {
      toast.error("Too many lines for one checkout", { description: TOO_MANY_LINES_NOTE });
      return;
    }
    setBuying(true);
    try {
      const priced = await Promise.all(
        items.map((item) =>
          buildPurchaseLine({
            item: cartItemSpec(item),
            material: formatCartItemMaterial(item),
            dfars: item.dfars,
            rohs: false,
          }),
        ),
      );
      const lines =
        option === "full-lengths" && cutList
          ? [fullLengthsLine(priced, cutList, await optimizeCutList(cutList))]
          : priced;
      handOff({ lines, email: session.profile?.email ?? session.user?.email ?? "" });
    } catch (error) {
      toast.error(
        option === "full-lengths"
          ? "Could not check out the full lengths"
          : "Could not check out the cut-to-size pieces",
        { description: error instanceof Error ? error.message : "Please try again." },
      );
    } finally {
      setBuying(false);
    }
  }
  const constraints = useDimensionConstraints(
    material
      ? {
          material: material.materialCode,
          product_type: material.productType,
          shape: material.shape,
        }
      : undefined,
  );

  /** The field after the material: the first cross-section input (in the same "Stock" card). */
  const firstCrossSection = () =>
    changeButton.current
      ?.closest("[data-stock-card]")
      ?.querySelector<HTMLElement>("fieldset input");

  // A material chosen: its first cross-section input takes focus (as the quote form's Length
  // does), once it appears if the dimensions are still loading.
  const picker = usePickerDialog(
    firstCrossSection,
    changeButton,
    constraints.isSuccess ? constraints.data : undefined,
  );

  const materialSlot = (
    <MaterialChoice
      selection={material}
      {...picker.opener}
      hint="Bar or tube, shape and alloy"
      testId="choose-material"
    />
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <ToolHeader title="Cut-list planner">
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.rfq}>RFQ cart</Link>
        </Button>
      </ToolHeader>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 sm:px-6 lg:py-8">
        <p className="mb-6 max-w-3xl text-muted-foreground text-sm">
          List the pieces you need; we work out which stock bars to buy and how to cut them, with
          the least metal. Compare buying the pieces cut to size with buying the full lengths and
          keeping the drops.
        </p>
        <CutListPlanner
          material={material}
          materialSlot={materialSlot}
          crossSection={{
            status: constraints.isPending ? "pending" : constraints.isError ? "error" : "success",
            inputs: (constraints.data ?? [])
              .filter((c) => c.key !== "length")
              .map(({ key, label, min, max }) => ({ key, label, min, max })),
            retry: () => void constraints.refetch(),
          }}
          onAddToRfq={(items, option) => {
            if (!appendToRfqCart(items)) {
              toast.error("Could not add to your RFQ", {
                description: "Your browser's storage is full or blocked.",
              });
              return;
            }
            toast.success(
              option === "full-lengths"
                ? "Full lengths added to your RFQ"
                : "Cut-to-size pieces added to your RFQ",
              {
                description: `${items.length} ${items.length === 1 ? "line" : "lines"}`,
                action: { label: "Open RFQ", onClick: () => window.location.assign(paths.rfq) },
              },
            );
          }}
          onCheckout={(items, option, cutList) => void checkout(items, option, cutList)}
        />
      </main>
      <MaterialPicker
        {...picker.dialog}
        productTypes={STOCK_PRODUCT_TYPES}
        onSelect={(selection) => {
          if (!isStockProductType(selection.productType)) return;
          setMaterial({
            productType: selection.productType,
            shape: selection.shape,
            materialCode: selection.materialCode,
            materialLabel: selection.materialLabel,
          });
        }}
      />
    </div>
  );
}
