/**
 * The cut-list optimizer (issue #17, decision 015): which stock bars to buy and how to cut them so
 * that a list of pieces costs least. Pure and deterministic: the browser plans with it as the buyer
 * types, and the server checks the same plan.
 *
 * The rule of a bar: k pieces use the sum of their lengths plus k - 1 kerfs, which must not exceed
 * the stock length (no end trim). Adding one kerf to every piece and to every bar turns that into
 * plain bin packing (sizes l + kerf into bins L + kerf), which is how the search below counts.
 *
 * The cost of a bar is proportional to its length (same cross-section, same price per lb,
 * decisions §4), so the cheapest mix is the one that buys the fewest inches of stock; among equal
 * ones, the fewest bars.
 *
 * 1. First-fit decreasing into the longest stock, each bar then moved to the shortest stock that
 *    holds it: the floor every other plan must beat.
 * 2. Minimum bin slack: every new bar takes the longest piece left and the subset of the rest that
 *    fills it best (an exact branch and bound over the distinct lengths, a node budget per bar),
 *    choosing the stock length whose bar comes out fullest. A pattern that was the best fill stays
 *    the best for what is left, so it is repeated while the pieces last.
 * 3. Local search: a few of the emptiest bars and some others are emptied and packed again; a
 *    change is kept when it is cheaper, has fewer bars, or is as good and leaves the fill less even
 *    (a step toward emptying a bar). It stops at the lower bound, after a fixed number of rounds,
 *    or after a run of rounds that changed nothing.
 * 4. Exact search: on each stock length alone, when the plan still has more bars than that stock's
 *    lower bound, a branch and bound (bin completion, every bar holding the longest piece left)
 *    looks for a plan at the bound, within a node budget, on lists of up to 150 pieces.
 * Steps 2 to 4 also run on each stock length alone; the cheapest plan wins. Budgets are counts,
 * never clocks, so the same input always gives the same plan.
 */

import { seededRandom } from "./seeded-random";

/** Engine units per inch: exact for fractions down to 1/64 in and for decimals to 0.001 in. */
const UNITS_PER_IN = 64_000;
/** Search nodes one best-fill search may visit. */
const FILL_NODE_BUDGET = 20_000;
/**
 * Search nodes one whole plan may visit (every search together): bounds the work of the largest
 * lists (2,000 pieces of 200 lengths) while typical lists never reach it.
 */
const PLAN_NODE_BUDGET = 2_000_000;
/** Search nodes the exact search may visit per stock length, and the most pieces it takes on. */
const EXACT_NODE_BUDGET = 400_000;
const EXACT_MAX_PIECES = 150;
/** Rounds of local search per candidate plan, and rounds in a row without a change that end it. */
const IMPROVE_ROUNDS = 400;
const IMPROVE_STALL = 120;

export interface CutListPiece {
  /** inches */
  length: number;
  quantity: number;
  label?: string | null | undefined;
}

export interface CutListInput {
  pieces: readonly CutListPiece[];
  /** inches; the stock lengths that may be bought */
  stockLengths: readonly number[];
  /** inches lost to each saw cut */
  kerf: number;
  /** inches; a drop at least this long is worth keeping */
  minDrop: number;
}

export interface PlannedCut {
  /** inches, as given */
  length: number;
  label: string | null;
  /** inches from the start of the bar to the start of this piece */
  offset: number;
  /** index of the piece line in the input */
  piece: number;
}

export interface PlannedBar {
  /** inches */
  stockLength: number;
  /** longest first, in the order they are cut */
  cuts: PlannedCut[];
  /** inches left after the last cut and its kerf */
  drop: number;
  dropUsable: boolean;
  /** saw cuts on this bar: one per piece, less one when the last piece ends the bar */
  cutCount: number;
}

export interface CutPlan {
  bars: PlannedBar[];
  stockCount: number;
  lowerBound: number;
  /** pieces' length over stock bought, percent with 1 decimal */
  yieldPercent: number;
  /** bars bought per stock length, longest first */
  stockCounts: { stockLength: number; count: number }[];
  /** inches of pieces */
  piecesLength: number;
  /** inches of stock bought */
  stockLengthTotal: number;
  cutCount: number;
}

const toUnits = (inches: number) => Math.round(inches * UNITS_PER_IN);
const toInches = (units: number) => Math.round((units / UNITS_PER_IN) * 10_000) / 10_000;

/**
 * The least number of bars any plan could use: the pieces' lengths plus their kerfs over the
 * longest stock length, rounded up. With b bars there are n - b kerfs, so b bars suffice only when
 * sum + (n - b) * kerf <= b * longest, that is b >= (sum + n * kerf) / (longest + kerf).
 */
export function cutListLowerBound(
  pieceLengths: readonly number[],
  longestStock: number,
  kerf: number,
): number {
  if (pieceLengths.length === 0) return 0;
  const k = toUnits(kerf);
  const total = pieceLengths.reduce((sum, length) => sum + toUnits(length) + k, 0);
  return Math.ceil(total / (toUnits(longestStock) + k));
}

/** Indexes of the piece lines longer than every stock length (they fit no bar). */
export function findOversizePieces(
  pieces: readonly Pick<CutListPiece, "length">[],
  stockLengths: readonly number[],
): number[] {
  const longest = Math.max(0, ...stockLengths.map(toUnits));
  return pieces.flatMap((piece, index) => (toUnits(piece.length) > longest ? [index] : []));
}

/** A bar while planning: its stock (index into `caps`) and how many of each size it holds. */
interface Bar {
  stock: number;
  take: number[];
  fill: number;
}

interface Problem {
  /** distinct piece sizes (length + kerf, units), largest first */
  sizes: number[];
  counts: number[];
  /** bar capacities (stock + kerf, units), longest first */
  caps: number[];
  /** cost of a bar of each stock: its length in units */
  costs: number[];
  /** search nodes this plan may still visit */
  work: { left: number };
}

/**
 * The subset of the available pieces that fills `cap` best, holding one piece of size `forced`
 * (branch and bound over the distinct sizes, largest first; stops at a perfect fill or the budget).
 */
function bestFill(
  sizes: readonly number[],
  counts: readonly number[],
  cap: number,
  forced: number,
  work: { left: number },
): { take: number[]; fill: number } | undefined {
  const forcedSize = sizes[forced] ?? 0;
  if (forcedSize > cap) return undefined;
  const n = sizes.length;
  const avail = counts.slice();
  avail[forced] = (avail[forced] ?? 0) - 1;
  const suffix = new Array<number>(n + 1).fill(0);
  for (let t = n - 1; t >= 0; t--) {
    suffix[t] = (suffix[t + 1] ?? 0) + (avail[t] ?? 0) * (sizes[t] ?? 0);
  }
  const take = new Array<number>(n).fill(0);
  // Greedy first (longest first, as many as fit): what is kept when the budget is spent.
  let bestTake = take.slice();
  let best = 0;
  let greedyRoom = cap - forcedSize;
  for (let t = 0; t < n; t++) {
    const size = sizes[t] ?? 1;
    const x = Math.min(avail[t] ?? 0, Math.floor(greedyRoom / size));
    bestTake[t] = x;
    best += x * size;
    greedyRoom -= x * size;
  }
  const limit = Math.min(FILL_NODE_BUDGET, work.left);
  let nodes = 0;
  let done = greedyRoom === 0;
  const search = (t: number, room: number, fill: number) => {
    if (fill > best) {
      best = fill;
      bestTake = take.slice();
      if (room === 0) {
        done = true;
        return;
      }
    }
    if (t === n || done) return;
    nodes += 1;
    if (nodes > limit) {
      done = true;
      return;
    }
    if (fill + Math.min(room, suffix[t] ?? 0) <= best) return;
    const size = sizes[t] ?? 1;
    const most = Math.min(avail[t] ?? 0, Math.floor(room / size));
    for (let x = most; x >= 0 && !done; x--) {
      take[t] = x;
      search(t + 1, room - x * size, fill + x * size);
    }
    take[t] = 0;
  };
  if (!done) search(0, cap - forcedSize, 0);
  work.left -= nodes;
  bestTake[forced] = (bestTake[forced] ?? 0) + 1;
  return { take: bestTake, fill: best + forcedSize };
}

const fits = (take: readonly number[], counts: readonly number[]) =>
  take.every((x, t) => x <= (counts[t] ?? 0));

/** Minimum bin slack with the largest piece first, over the allowed stocks (step 2). */
function packBestFill(problem: Problem, counts: readonly number[], stocks: readonly number[]) {
  const left = counts.slice();
  const bars: Bar[] = [];
  for (;;) {
    const forced = left.findIndex((count) => count > 0);
    if (forced < 0) return bars;
    let chosen: { stock: number; take: number[]; fill: number; ratio: number } | undefined;
    for (const stock of stocks) {
      const cap = problem.caps[stock] ?? 0;
      const found = bestFill(problem.sizes, left, cap, forced, problem.work);
      if (!found) continue;
      const ratio = found.fill / cap;
      if (!chosen || ratio > chosen.ratio) chosen = { stock, ...found, ratio };
    }
    if (!chosen) throw new Error("planCutList: a piece fits no allowed stock length");
    do {
      bars.push({ stock: chosen.stock, take: chosen.take.slice(), fill: chosen.fill });
      chosen.take.forEach((x, t) => {
        left[t] = (left[t] ?? 0) - x;
      });
    } while (fits(chosen.take, left) && (left[forced] ?? 0) > 0);
  }
}

/** First-fit decreasing into the longest allowed stock (step 1, before downsizing). */
function packFirstFit(problem: Problem, stocks: readonly number[]): Bar[] {
  const longest = stocks.reduce((a, b) =>
    (problem.caps[b] ?? 0) > (problem.caps[a] ?? 0) ? b : a,
  );
  const cap = problem.caps[longest] ?? 0;
  const bars: Bar[] = [];
  problem.sizes.forEach((size, t) => {
    for (let i = 0; i < (problem.counts[t] ?? 0); i++) {
      let bar = bars.find((b) => b.fill + size <= cap);
      if (!bar) {
        bar = { stock: longest, take: new Array<number>(problem.sizes.length).fill(0), fill: 0 };
        bars.push(bar);
      }
      bar.take[t] = (bar.take[t] ?? 0) + 1;
      bar.fill += size;
    }
  });
  return bars;
}

/** Moves every bar to the cheapest allowed stock that still holds its pieces. */
function downsize(problem: Problem, bars: Bar[], stocks: readonly number[]): Bar[] {
  return bars.map((bar) => {
    let stock = bar.stock;
    for (const candidate of stocks) {
      if (
        (problem.caps[candidate] ?? 0) >= bar.fill &&
        (problem.costs[candidate] ?? 0) < (problem.costs[stock] ?? 0)
      ) {
        stock = candidate;
      }
    }
    return { ...bar, stock };
  });
}

const costOf = (problem: Problem, bars: readonly Bar[]) =>
  bars.reduce((sum, bar) => sum + (problem.costs[bar.stock] ?? 0), 0);
const evenness = (problem: Problem, bars: readonly Bar[]) =>
  bars.reduce((sum, bar) => sum + (bar.fill / (problem.caps[bar.stock] ?? 1)) ** 2, 0);

/** -1 when plan a is better than b: cheaper, then fewer bars. */
function compare(problem: Problem, a: readonly Bar[], b: readonly Bar[]): number {
  return costOf(problem, a) - costOf(problem, b) || a.length - b.length;
}

/** Step 3: empties a few bars and packs their pieces again, keeping what improves the plan. */
function improve(
  problem: Problem,
  start: Bar[],
  stocks: readonly number[],
  lowerBound: number,
): Bar[] {
  let bars = start;
  const next = seededRandom(0x5eed);
  const random = (below: number) => Math.floor(next() * below);
  const singleStock = stocks.length === 1;
  let stall = 0;
  for (let round = 0; round < IMPROVE_ROUNDS && bars.length > 1 && stall < IMPROVE_STALL; round++) {
    if (singleStock && bars.length <= lowerBound) break;
    if (problem.work.left <= 0) break;
    stall += 1;
    const order = bars
      .map((bar, index) => ({ index, ratio: bar.fill / (problem.caps[bar.stock] ?? 1) }))
      .sort((a, b) => a.ratio - b.ratio || a.index - b.index);
    const picked = new Set<number>();
    picked.add(order[random(Math.min(3, order.length))]?.index ?? 0);
    const extra = 1 + random(Math.min(3, bars.length - 1));
    while (picked.size < 1 + extra) picked.add(random(bars.length));
    const chosen = bars.filter((_, index) => picked.has(index));
    const counts = new Array<number>(problem.sizes.length).fill(0);
    for (const bar of chosen) {
      bar.take.forEach((x, t) => {
        counts[t] = (counts[t] ?? 0) + x;
      });
    }
    const repacked = downsize(problem, packBestFill(problem, counts, stocks), stocks);
    const verdict = compare(problem, repacked, chosen);
    if (
      verdict < 0 ||
      (verdict === 0 && evenness(problem, repacked) > evenness(problem, chosen) + 1e-12)
    ) {
      bars = [...bars.filter((_, index) => !picked.has(index)), ...repacked];
      stall = 0;
    }
  }
  return bars;
}

/**
 * Exact search (bin completion): a packing into `target` bars of one stock, or undefined when
 * there is none or the node budget runs out. Every bar takes the longest piece left; the fills
 * tried for it are those whose slack still fits in what the target leaves, fullest first.
 */
function packExactly(problem: Problem, stock: number, target: number): Bar[] | undefined {
  const cap = problem.caps[stock] ?? 0;
  const { sizes } = problem;
  const n = sizes.length;
  const left = problem.counts.slice();
  const total = sizes.reduce((sum, size, t) => sum + size * (left[t] ?? 0), 0);
  if (total > target * cap) return undefined;
  const bars: Bar[] = [];
  let nodes = 0;
  const limit = Math.min(EXACT_NODE_BUDGET, problem.work.left);
  const fillBars = (slack: number, barsLeft: number): boolean => {
    const forced = left.findIndex((count) => count > 0);
    if (forced < 0) return true;
    if (barsLeft === 0) return false;
    const take = new Array<number>(n).fill(0);
    take[forced] = 1;
    left[forced] = (left[forced] ?? 0) - 1;
    const firstSize = sizes[forced] ?? 0;
    // What the pieces from each size on could still fill: a bar they cannot fill to within the
    // slack left is cut off at once.
    const within = new Array<number>(n + 1).fill(0);
    for (let t = n - 1; t >= 0; t--) {
      within[t] = (within[t + 1] ?? 0) + (left[t] ?? 0) * (sizes[t] ?? 0);
    }
    // Fills of this bar, fullest choices first; each completes the rest recursively.
    const choose = (t: number, room: number): boolean => {
      nodes += 1;
      if (nodes > limit) return false;
      if (room - (within[t] ?? 0) > slack) return false;
      if (t === n) {
        if (room > slack) return false;
        bars.push({ stock, take: take.slice(), fill: cap - room });
        if (fillBars(slack - room, barsLeft - 1)) return true;
        bars.pop();
        return false;
      }
      const size = sizes[t] ?? 1;
      const most = Math.min(left[t] ?? 0, Math.floor(room / size));
      for (let x = most; x >= 0; x--) {
        take[t] = (take[t] ?? 0) + x;
        left[t] = (left[t] ?? 0) - x;
        const found = choose(t + 1, room - x * size);
        take[t] = (take[t] ?? 0) - x;
        left[t] = (left[t] ?? 0) + x;
        if (found) return true;
        if (nodes > limit) return false;
      }
      return false;
    };
    const found = choose(forced, cap - firstSize);
    left[forced] = (left[forced] ?? 0) + 1;
    return found;
  };
  const found = fillBars(target * cap - total, target);
  problem.work.left -= nodes;
  return found ? bars : undefined;
}

interface Item {
  piece: number;
  units: number;
}

/**
 * Plans a cut list. Throws when a piece is longer than every stock length (check first with
 * findOversizePieces) or when no stock length is given; an empty list gives an empty plan.
 */
export function planCutList(input: CutListInput): CutPlan {
  const stockLengths = [...new Set(input.stockLengths.map(toUnits))]
    .filter((units) => units > 0)
    .sort((a, b) => b - a);
  if (stockLengths.length === 0) throw new Error("planCutList: no stock length");
  const kerf = Math.max(0, toUnits(input.kerf));
  const minDrop = toUnits(input.minDrop);
  const longest = stockLengths[0] ?? 0;

  const items: Item[] = input.pieces.flatMap((piece, index) =>
    Array.from({ length: Math.max(0, Math.floor(piece.quantity)) }, () => ({
      piece: index,
      units: toUnits(piece.length),
    })),
  );
  if (items.some((item) => item.units > longest)) {
    throw new Error("planCutList: a piece is longer than every stock length");
  }
  if (items.some((item) => item.units <= 0)) {
    throw new Error("planCutList: a piece has no length");
  }

  const lowerBound =
    items.length === 0
      ? 0
      : Math.ceil(items.reduce((sum, item) => sum + item.units + kerf, 0) / (longest + kerf));

  // Distinct lengths, longest first, each with its pieces in input order.
  const byLength = new Map<number, Item[]>();
  for (const item of items) byLength.set(item.units, [...(byLength.get(item.units) ?? []), item]);
  const lengths = [...byLength.keys()].sort((a, b) => b - a);
  const problem: Problem = {
    sizes: lengths.map((units) => units + kerf),
    counts: lengths.map((units) => byLength.get(units)?.length ?? 0),
    caps: stockLengths.map((units) => units + kerf),
    costs: stockLengths,
    work: { left: PLAN_NODE_BUDGET },
  };

  let bars: Bar[] = [];
  if (items.length > 0) {
    const all = stockLengths.map((_, index) => index);
    const floor = downsize(problem, packFirstFit(problem, all), all);
    const stockSets = all.length > 1 ? [all, ...all.map((index) => [index])] : [all];
    bars = floor;
    for (const stocks of stockSets) {
      if ((problem.caps[stocks[0] ?? 0] ?? 0) < (problem.sizes[0] ?? 0)) continue;
      const packed = downsize(problem, packBestFill(problem, problem.counts, stocks), all);
      let improved = downsize(problem, improve(problem, packed, stocks, lowerBound), all);
      const [only] = stocks;
      if (stocks.length === 1 && only !== undefined) {
        // This stock's own bound: when the heuristics missed it, look for it exactly.
        const cap = problem.caps[only] ?? 1;
        const bound = Math.ceil(
          problem.sizes.reduce((sum, size, t) => sum + size * (problem.counts[t] ?? 0), 0) / cap,
        );
        const worthIt =
          items.length <= EXACT_MAX_PIECES &&
          improved.length > bound &&
          bound * (problem.costs[only] ?? 0) <
            Math.min(costOf(problem, bars), costOf(problem, improved));
        const exact = worthIt ? packExactly(problem, only, bound) : undefined;
        if (exact) improved = downsize(problem, exact, all);
      }
      if (compare(problem, improved, bars) < 0) bars = improved;
    }
  }

  return describePlan(bars, stockLengths, lengths, byLength, input, {
    kerf,
    minDrop,
    lowerBound,
  });
}

function describePlan(
  bars: Bar[],
  stockLengths: readonly number[],
  lengths: readonly number[],
  byLength: ReadonlyMap<number, Item[]>,
  input: CutListInput,
  { kerf, minDrop, lowerBound }: { kerf: number; minDrop: number; lowerBound: number },
): CutPlan {
  const queues = lengths.map((units) => [...(byLength.get(units) ?? [])]);
  // Longest stock first, fullest first within a stock length.
  const sorted = [...bars].sort(
    (a, b) =>
      (stockLengths[b.stock] ?? 0) - (stockLengths[a.stock] ?? 0) ||
      b.fill - a.fill ||
      compareTakes(a.take, b.take),
  );

  let piecesUnits = 0;
  let stockUnits = 0;
  let cutCount = 0;
  const planned: PlannedBar[] = sorted.map((bar) => {
    const stock = stockLengths[bar.stock] ?? 0;
    const cuts: PlannedCut[] = [];
    let at = 0;
    bar.take.forEach((x, t) => {
      const queue = queues[t] ?? [];
      for (const item of queue.splice(0, x)) {
        const piece = input.pieces[item.piece];
        const label = piece?.label?.trim();
        cuts.push({
          length: piece?.length ?? toInches(item.units),
          label: label ? label : null,
          offset: toInches(at),
          piece: item.piece,
        });
        at += item.units + kerf;
        piecesUnits += item.units;
      }
    });
    const used = cuts.length > 0 ? at - kerf : 0;
    const rest = stock - used;
    const drop = rest > kerf ? rest - kerf : 0;
    const barCuts = rest > 0 ? cuts.length : Math.max(0, cuts.length - 1);
    stockUnits += stock;
    cutCount += barCuts;
    return {
      stockLength: toInches(stock),
      cuts,
      drop: toInches(drop),
      dropUsable: drop > 0 && drop >= minDrop,
      cutCount: barCuts,
    };
  });

  const stockCounts = stockLengths
    .map((units, index) => ({
      stockLength: toInches(units),
      count: sorted.filter((bar) => bar.stock === index).length,
    }))
    .filter((entry) => entry.count > 0);

  return {
    bars: planned,
    stockCount: planned.length,
    lowerBound,
    yieldPercent: stockUnits > 0 ? Math.round((piecesUnits / stockUnits) * 1000) / 10 : 0,
    stockCounts,
    piecesLength: toInches(piecesUnits),
    stockLengthTotal: toInches(stockUnits),
    cutCount,
  };
}

function compareTakes(a: readonly number[], b: readonly number[]): number {
  for (let t = 0; t < a.length; t++) {
    const diff = (b[t] ?? 0) - (a[t] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
