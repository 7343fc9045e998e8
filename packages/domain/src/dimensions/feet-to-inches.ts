/** Feet to inches (the /rfq screen shows length in feet; everything else is inches). */
export function feetToInches(feet: number): number {
  return feet * 12;
}
