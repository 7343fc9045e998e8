import type { PortalOrder } from "@ingot/domain";
import type { PurchaseData } from "@/lib/purchase-data";
import { buildPurchaseLine as buildPurchaseData } from "@/lib/purchase-line";

/** The specs of an order's lines as bought: `item_specs` (issue #15), else the one `item_spec`. */
function orderLineSpecs(order: PortalOrder): { spec: unknown; material: string }[] {
  const specs = (order as { item_specs?: unknown }).item_specs;
  if (Array.isArray(specs) && specs.length > 0) {
    return specs.map((spec, index) => ({
      spec,
      material: order.items[index]?.material ?? order.item_spec.material,
    }));
  }
  return [
    { spec: order.item_spec, material: order.items[0]?.material ?? order.item_spec.material },
  ];
}

/** Reorder: the whole order, every line priced again at today's rate. */
export async function purchaseDataForOrder(
  order: PortalOrder,
  email: string,
): Promise<PurchaseData> {
  const lines = await Promise.all(
    orderLineSpecs(order).map((line) =>
      buildPurchaseData({
        item: line.spec,
        material: line.material,
        dfars: order.dfars_required,
        rohs: order.rohs_required,
      }),
    ),
  );
  return { lines, email };
}
