/**
 * Ground transit in business days by driving distance to the facility (issue #22): up to 300 mi
 * 1 day, 800 mi 2, 1,400 mi 3, 2,000 mi 4, farther 5. An unknown distance (a ZIP the dataset
 * does not know) takes the farthest band, so the estimate is one we can keep.
 */
export const GROUND_TRANSIT_BANDS = [
  { upToMiles: 300, days: 1 },
  { upToMiles: 800, days: 2 },
  { upToMiles: 1400, days: 3 },
  { upToMiles: 2000, days: 4 },
] as const;
export const GROUND_TRANSIT_MAX_DAYS = 5;

export function groundTransitDays(distanceMiles: number | null | undefined): number {
  if (distanceMiles === null || distanceMiles === undefined || !Number.isFinite(distanceMiles)) {
    return GROUND_TRANSIT_MAX_DAYS;
  }
  const band = GROUND_TRANSIT_BANDS.find((b) => distanceMiles <= b.upToMiles);
  return band ? band.days : GROUND_TRANSIT_MAX_DAYS;
}
