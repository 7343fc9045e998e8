import { preloadable } from "@/lib/preloadable";

/**
 * The live price, for the item entry and the cart's lines: it shows once a material is chosen or
 * an item added, so its code (the price card, its breaks, the ship date) is fetched apart from the
 * form's, as the form mounts (issue #19: the form takes input sooner on a phone).
 */
export const LivePrice = preloadable(() => import("./live-price").then((m) => m.LivePrice));
