/**
 * How a buyer's order limit is typed, in the invite form and in a member's row: dollars, on the
 * decimal keypad; left empty, there is no limit (lib/dollars-input reads it).
 */
export const ORDER_LIMIT_INPUT = { inputMode: "decimal", placeholder: "No limit" } as const;
