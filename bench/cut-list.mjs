/**
 * The cut-list optimizer's bars (issue #17, decision 015), for `npm run bench`:
 * - speed: 500 pieces of 20 distinct lengths into 20 and 24 ft stock, planned by the domain engine
 *   in Node (the server, goal < 100 ms) and in headless Chromium's main thread (goal < 200 ms);
 *   median and worst of timed runs after warm-up runs;
 * - quality: perfect-fit instances (whole bars cut into random pieces with no waste, so the optimum
 *   is the number of bars): the share planned at the optimum (goal >= 90%), the worst excess over
 *   it (goal <= 1), and the mean gap to the lower bound.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ENGINE = join(REPO_ROOT, "packages/domain/src/cut-list/plan-cut-list.ts");
const INSTANCES = join(REPO_ROOT, "packages/domain/src/cut-list/perfect-fit-instance.ts");
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CUT_LIST_BARS = { serverMs: 100, browserMs: 200, optimumShare: 0.9, maxExcess: 1 };
const WARMUP_RUNS = 5;
const TIMED_RUNS = 25;
const QUALITY_INSTANCES = 300;

/** 500 pieces of 20 distinct lengths (6 to 120 in, sixteenths), the same every run. */
function speedInstance(seededRandom) {
  const random = seededRandom(17);
  const lengths = new Set();
  while (lengths.size < 20) lengths.add(Math.round((6 + random() * 114) * 16) / 16);
  return {
    pieces: [...lengths].map((length) => ({ length, quantity: 25 })),
    stockLengths: [240, 288],
    kerf: 0.125,
    minDrop: 12,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function timeRuns(plan, input) {
  for (let i = 0; i < WARMUP_RUNS; i++) plan(input);
  const times = [];
  let result;
  for (let i = 0; i < TIMED_RUNS; i++) {
    const started = performance.now();
    result = plan(input);
    times.push(performance.now() - started);
  }
  return { median_ms: round(median(times)), max_ms: round(Math.max(...times)), plan: result };
}

async function browserTimes(input) {
  const bundle = await build({
    stdin: {
      contents: `export { planCutList } from ${JSON.stringify(ENGINE)};`,
      resolveDir: REPO_ROOT,
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    globalName: "CutList",
    write: false,
    minify: true,
    target: "es2022",
  });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><title>cut-list bench</title>");
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    return await page.evaluate(
      ({ input, warmup, runs }) => {
        const plan = (value) => globalThis.CutList.planCutList(value);
        for (let i = 0; i < warmup; i++) plan(input);
        const times = [];
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          plan(input);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        return { median: times[Math.floor(times.length / 2)], max: times[times.length - 1] };
      },
      { input, warmup: WARMUP_RUNS, runs: TIMED_RUNS },
    );
  } finally {
    await browser.close();
  }
}

function quality(planCutList, makePerfectFitInstance, seededRandom) {
  const shapes = [
    { stockLength: 240, kerf: 0, grid: 1 },
    { stockLength: 240, kerf: 0.125, grid: 8 },
    { stockLength: 288, kerf: 0.125, grid: 16 },
    { stockLength: 144, kerf: 0.0625, grid: 16 },
  ];
  let atOptimum = 0;
  let maxExcess = 0;
  let gapSum = 0;
  for (let i = 0; i < QUALITY_INSTANCES; i++) {
    const random = seededRandom(1000 + i);
    const shape = shapes[i % shapes.length];
    const bars = 3 + Math.floor(random() * 48);
    const { pieces, optimum } = makePerfectFitInstance(
      { ...shape, bars, minPieces: 2, maxPieces: 9 },
      random,
    );
    const plan = planCutList({
      pieces,
      stockLengths: [shape.stockLength],
      kerf: shape.kerf,
      minDrop: 12,
    });
    if (plan.stockCount === optimum) atOptimum += 1;
    maxExcess = Math.max(maxExcess, plan.stockCount - optimum);
    gapSum += plan.stockCount - plan.lowerBound;
  }
  return {
    instances: QUALITY_INSTANCES,
    at_optimum_share: round(atOptimum / QUALITY_INSTANCES, 3),
    max_bars_over_optimum: maxExcess,
    mean_gap_to_lower_bound: round(gapSum / QUALITY_INSTANCES, 3),
  };
}

export async function benchCutList() {
  const { planCutList } = await tsImport(ENGINE, import.meta.url);
  const { makePerfectFitInstance, seededRandom } = await tsImport(INSTANCES, import.meta.url);
  const input = speedInstance(seededRandom);
  const server = timeRuns(planCutList, input);
  let browser;
  try {
    const times = await browserTimes(input);
    browser = { median_ms: round(times.median), max_ms: round(times.max) };
  } catch (error) {
    browser = { error: error instanceof Error ? error.message : String(error) };
  }
  return {
    speed_instance: {
      pieces: 500,
      distinct_lengths: 20,
      stock_lengths_in: input.stockLengths,
      stock_count: server.plan.stockCount,
      lower_bound: server.plan.lowerBound,
      yield_percent: server.plan.yieldPercent,
    },
    server: { median_ms: server.median_ms, max_ms: server.max_ms, bar_ms: CUT_LIST_BARS.serverMs },
    browser_main_thread: { ...browser, bar_ms: CUT_LIST_BARS.browserMs },
    quality: quality(planCutList, makePerfectFitInstance, seededRandom),
  };
}

/** The bars over a `benchCutList()` result; `pass: null` when that part did not run. */
export function cutListBudgets(result) {
  const check = (name, bar, actual, pass) => ({
    name,
    bar,
    actual,
    pass: actual == null ? null : pass,
  });
  const server = result?.server?.median_ms;
  const browser = result?.browser_main_thread?.median_ms;
  const share = result?.quality?.at_optimum_share;
  const excess = result?.quality?.max_bars_over_optimum;
  return [
    check(
      "cut list: 500 pieces, server (median)",
      `< ${CUT_LIST_BARS.serverMs} ms`,
      server,
      server < CUT_LIST_BARS.serverMs,
    ),
    check(
      "cut list: 500 pieces, browser main thread (median)",
      `< ${CUT_LIST_BARS.browserMs} ms`,
      browser,
      browser < CUT_LIST_BARS.browserMs,
    ),
    check(
      "cut list: perfect-fit instances at the optimum",
      `>= ${CUT_LIST_BARS.optimumShare * 100}%`,
      share,
      share >= CUT_LIST_BARS.optimumShare,
    ),
    check(
      "cut list: worst bars over the optimum",
      `<= ${CUT_LIST_BARS.maxExcess}`,
      excess,
      excess <= CUT_LIST_BARS.maxExcess,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchCutList();
  console.log(JSON.stringify({ ...result, budgets: cutListBudgets(result) }, null, 2));
}
