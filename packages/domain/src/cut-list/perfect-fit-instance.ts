import type { CutListPiece } from "./plan-cut-list";

export { seededRandom } from "./seeded-random";

export interface PerfectFitOptions {
  /** inches */
  stockLength: number;
  /** inches; piece lengths and the kerf must be whole multiples of 1 / grid */
  kerf: number;
  bars: number;
  /** pieces per bar, at least 1 */
  minPieces: number;
  maxPieces: number;
  /** steps per inch the pieces are cut on (8 = eighths) */
  grid: number;
}

/**
 * A cut list whose optimum is known (issue #17's quality measure): `bars` whole stock bars, each
 * cut into random pieces with no waste (k pieces and k - 1 kerfs make exactly one bar), so the
 * best plan uses exactly `bars` bars. `random` returns numbers in [0, 1); pass a seeded one.
 * Used by the property tests and by `npm run bench`.
 */
export function makePerfectFitInstance(
  options: PerfectFitOptions,
  random: () => number,
): { pieces: CutListPiece[]; optimum: number } {
  const lengths: number[] = [];
  for (let bar = 0; bar < options.bars; bar++) {
    const wanted =
      options.minPieces + Math.floor(random() * (options.maxPieces - options.minPieces + 1));
    const steps = Math.round((options.stockLength - (wanted - 1) * options.kerf) * options.grid);
    const count = Math.max(1, Math.min(wanted, steps));
    const stepsLeft = Math.round((options.stockLength - (count - 1) * options.kerf) * options.grid);
    const points = new Set<number>();
    while (points.size < count - 1) points.add(1 + Math.floor(random() * (stepsLeft - 1)));
    const cuts = [0, ...[...points].sort((a, b) => a - b), stepsLeft];
    for (let i = 0; i < count; i++) {
      lengths.push(((cuts[i + 1] ?? 0) - (cuts[i] ?? 0)) / options.grid);
    }
  }
  // Shuffled, and equal lengths merged into one line, as a buyer would list them.
  const merged = new Map<number, number>();
  for (const length of lengths) merged.set(length, (merged.get(length) ?? 0) + 1);
  const pieces = [...merged].map(([length, quantity]) => ({ length, quantity }));
  for (let i = pieces.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pieces[i], pieces[j]] = [pieces[j] as CutListPiece, pieces[i] as CutListPiece];
  }
  return { pieces, optimum: options.bars };
}
