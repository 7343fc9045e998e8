import type { QuoteLineRef } from "@ingot/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type PurchaseData, usePurchaseHandOff } from "@/lib/purchase-data";
import { buildPurchaseLine as buildPurchaseData } from "@/lib/purchase-line";
import { toast } from "@/lib/toast";
import { portalOrderQueryOptions } from "../api/get-portal-order";
import { purchaseDataForOrder } from "../api/reorder";

/**
 * Reorder: the same item at today's price, handed to /purchase-summary exactly like the quote
 * builder's Buy now (router state + sessionStorage). Also buys an accepted quote line, at its
 * quoted price (the purchase data carries the line's reference).
 */
export function useReorder(email: string) {
  const handOff = usePurchaseHandOff();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string>();

  async function go(id: string, build: () => Promise<PurchaseData>) {
    setBusy(id);
    try {
      const purchaseData = await build();
      handOff(purchaseData);
    } catch (error) {
      toast.error("Could not start checkout", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    } finally {
      setBusy(undefined);
    }
  }

  return {
    busy,
    reorder: (orderId: string) =>
      go(orderId, async () =>
        purchaseDataForOrder(await queryClient.fetchQuery(portalOrderQueryOptions(orderId)), email),
      ),
    buyLine: (
      lineId: string,
      line: {
        item: unknown;
        material: string;
        dfars: boolean;
        rohs: boolean;
        quote: { line: QuoteLineRef; quotedTotal: number };
      },
    ) => go(lineId, async () => ({ lines: [await buildPurchaseData(line)], email })),
  };
}

export type Reorder = ReturnType<typeof useReorder>;
