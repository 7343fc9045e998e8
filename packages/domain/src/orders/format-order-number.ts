import { ORDER_NUMBER_PREFIX } from "../constants";

/** Order number shown to customers (decisions §3): prefix + "-" + last 8 characters of the id, upper case. */
export function formatOrderNumber(id: string, prefix: string = ORDER_NUMBER_PREFIX): string {
  return `${prefix}-${id.slice(-8).toUpperCase()}`;
}
