/** Weight in lb of a volume (in³) at a density (lb/in³). Unrounded; round only for display. */
export function calculateWeight(volumeIn3: number, densityLbPerIn3: number): number {
  return volumeIn3 * densityLbPerIn3;
}
