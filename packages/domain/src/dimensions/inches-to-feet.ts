/** Inches to feet, for showing a length on the /rfq screen. */
export function inchesToFeet(inches: number): number {
  return inches / 12;
}
