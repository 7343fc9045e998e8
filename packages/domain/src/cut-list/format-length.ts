/** Up to 3 decimals, no trailing zeros. */
const trim = (value: number) => String(Number(value.toFixed(3)));

/**
 * A length shown to a buyer (decisions §16): inches and feet together, so that neither is misread
 * for the other. 240 → "240 in (20 ft)"; 30 → "30 in (2.5 ft)"; 4.125 → "4.125 in (0.344 ft)".
 */
export function formatLength(inches: number): string {
  return `${trim(inches)} in (${trim(inches / 12)} ft)`;
}
