import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** The id of the prerendered page's class table (scripts/prerender.mjs writes it). */
export const MERGED_CLASSES_ID = "merged-classes";

/**
 * A prerendered page's class strings as tailwind-merge merged them at build time: `same` lists
 * the strings it left as they were, `merged` pairs the others with what it made of them.
 */
export interface MergedClasses {
  same: string[];
  merged: [string, string][];
}

/**
 * tailwind-merge builds its class tables on its first call: about 28 ms on a desktop, more than
 * 100 ms at a phone's speed (decision 030). A prerendered page ships the answers for its own
 * class strings, so hydrating it merges nothing; the tables are built the first time a string
 * outside them comes (a later screen, a dialog), if ever.
 */
const known = readMergedClasses();
let recording: Map<string, string> | undefined;

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const answer = known?.get(joined) ?? twMerge(joined);
  recording?.set(joined, answer);
  return answer;
}

/**
 * Records every class string `cn` merges while `render` runs (the build's prerender), as the
 * table a page ships.
 */
export function recordMergedClasses<T>(render: () => T): [T, MergedClasses] {
  recording = new Map();
  try {
    const result = render();
    const table: MergedClasses = { same: [], merged: [] };
    for (const [joined, answer] of recording) {
      if (joined === answer) table.same.push(joined);
      else table.merged.push([joined, answer]);
    }
    return [result, table];
  } finally {
    recording = undefined;
  }
}

function readMergedClasses(): Map<string, string> | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(MERGED_CLASSES_ID)?.textContent;
  if (!text) return undefined;
  try {
    const table = JSON.parse(text) as MergedClasses;
    return new Map([...table.same.map((same): [string, string] => [same, same]), ...table.merged]);
  } catch {
    return undefined;
  }
}
