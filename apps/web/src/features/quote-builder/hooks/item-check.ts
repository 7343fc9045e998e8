/**
 * The catalog check of a complete item, on its own so the browser can fetch it apart from the form
 * (it brings the schema library): see use-item-check.ts.
 */
export { validateItem } from "@ingot/domain";
