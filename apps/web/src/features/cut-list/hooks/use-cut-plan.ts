import { type CutListInput, type CutPlan, planCutList } from "@ingot/domain";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import type { PlanReply, PlanRequest } from "../lib/plan-cut-list.worker";

/**
 * Lists of up to this many pieces are planned on the main thread, as the buyer types: 500 pieces
 * take about 16 ms there (npm run bench, issue #17's bar is 200 ms). Longer lists (the API takes
 * 2,000) can take a few hundred ms, so they are planned in a Web Worker and typing never waits.
 */
export const MAIN_THREAD_PIECES_MAX = 500;

const countPieces = (input: CutListInput) =>
  input.pieces.reduce((sum, piece) => sum + piece.quantity, 0);

/**
 * The plan of `input` (undefined: nothing to plan). `planning` is true while a long list is being
 * planned in the worker; the plan of an earlier list is never returned for a later one.
 */
export function useCutPlan(input: CutListInput | undefined): {
  plan: CutPlan | undefined;
  planning: boolean;
} {
  const key = input ? JSON.stringify(input) : undefined;
  const inWorker =
    input !== undefined &&
    countPieces(input) > MAIN_THREAD_PIECES_MAX &&
    typeof Worker !== "undefined";

  // Short lists: here, deferred so that the keystroke paints first.
  const deferred = useDeferredValue(inWorker ? undefined : key);
  const local = useMemo(
    () => (deferred ? planCutList(JSON.parse(deferred) as CutListInput) : undefined),
    [deferred],
  );

  // Long lists: in the worker. A list changed while one is planned ends that worker, so the
  // worker never works through a queue of lists nobody wants any more.
  const [remote, setRemote] = useState<{ key: string; plan: CutPlan } | undefined>();
  const worker = useRef<{ worker: Worker; busy: boolean } | undefined>(undefined);
  useEffect(() => {
    if (!inWorker || key === undefined) return;
    if (worker.current?.busy) {
      worker.current.worker.terminate();
      worker.current = undefined;
    }
    if (!worker.current) {
      worker.current = {
        worker: new Worker(new URL("../lib/plan-cut-list.worker.ts", import.meta.url), {
          type: "module",
        }),
        busy: false,
      };
    }
    const current = worker.current;
    const onMessage = (event: MessageEvent<PlanReply>) => {
      if (event.data.key !== key) return;
      current.busy = false;
      // The inputs were checked before planning; an engine error leaves the plan out.
      if ("plan" in event.data) setRemote({ key, plan: event.data.plan });
    };
    current.worker.addEventListener("message", onMessage);
    current.busy = true;
    current.worker.postMessage({ key, input: JSON.parse(key) } satisfies PlanRequest);
    return () => current.worker.removeEventListener("message", onMessage);
  }, [inWorker, key]);
  useEffect(
    () => () => {
      worker.current?.worker.terminate();
      worker.current = undefined;
    },
    [],
  );

  if (!inWorker) return { plan: local, planning: false };
  const plan = remote && remote.key === key ? remote.plan : undefined;
  return { plan, planning: plan === undefined };
}
