/**
 * What a dollars field holds, as the domain's schemas take it: "" is no amount (undefined), "$1,500"
 * is 1500, and anything else that is not a number is NaN, which the schema refuses in its own
 * words (MESSAGES.companies.orderLimit, creditLimit, paymentAmount). Shared by the portal's order
 * limits and the admin's credit limits and payments (issue #16).
 */
export function parseDollarsInput(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (cleaned === "") return undefined;
  return /^\d*\.?\d*$/.test(cleaned) && cleaned !== "." ? Number(cleaned) : Number.NaN;
}

/** A dollars amount as a field shows it to edit: 1500 → "1500.00", null → "". */
export function dollarsInputValue(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? "" : dollars.toFixed(2);
}
