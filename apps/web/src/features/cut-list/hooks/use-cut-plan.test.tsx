import { type CutListInput, planCutList } from "@ingot/domain";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MAIN_THREAD_PIECES_MAX, useCutPlan } from "./use-cut-plan";

/** A stand-in for the browser's Worker (happy-dom has none): plans on a later task. */
class FakeWorker {
  static made: FakeWorker[] = [];
  url: string;
  terminated = false;
  posted: { key: string; input: CutListInput }[] = [];
  private listeners = new Set<(event: { data: unknown }) => void>();
  constructor(url: URL | string) {
    this.url = String(url);
    FakeWorker.made.push(this);
  }
  addEventListener(_type: "message", listener: (event: { data: unknown }) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "message", listener: (event: { data: unknown }) => void) {
    this.listeners.delete(listener);
  }
  postMessage(data: { key: string; input: CutListInput }) {
    this.posted.push(data);
  }
  /** Answers the oldest request, as the worker would when its plan is done. */
  answer() {
    const request = this.posted.shift();
    if (!request || this.terminated) return;
    const data = { key: request.key, plan: planCutList(request.input) };
    for (const listener of this.listeners) listener({ data });
  }
  terminate() {
    this.terminated = true;
  }
}

const list = (quantity: number): CutListInput => ({
  pieces: [
    { length: 30.25, quantity, label: "Brace" },
    { length: 48.5, quantity: 7 },
  ],
  stockLengths: [240, 288],
  kerf: 0.125,
  minDrop: 12,
});

describe("useCutPlan", () => {
  it("plans the usual lists on the main thread, with no worker", async () => {
    FakeWorker.made = [];
    vi.stubGlobal("Worker", FakeWorker);
    const input = list(MAIN_THREAD_PIECES_MAX - 7);
    const { result } = renderHook(() => useCutPlan(input));
    await waitFor(() => expect(result.current.plan).toEqual(planCutList(input)));
    expect(result.current.planning).toBe(false);
    expect(FakeWorker.made).toHaveLength(0);
  });

  it("plans a longer list in a Web Worker and never shows an earlier list's plan", async () => {
    FakeWorker.made = [];
    vi.stubGlobal("Worker", FakeWorker);
    const first = list(600);
    const { result, rerender } = renderHook(({ input }) => useCutPlan(input), {
      initialProps: { input: first },
    });
    expect(result.current).toEqual({ plan: undefined, planning: true });
    const [worker] = FakeWorker.made;
    expect(worker?.url).toMatch(/plan-cut-list\.worker\.ts/);
    expect(worker?.posted.map((p) => p.input)).toEqual([first]);

    worker?.answer();
    await waitFor(() => expect(result.current.plan).toEqual(planCutList(first)));
    expect(result.current.planning).toBe(false);

    // A change while idle reuses the worker; a change while it plans ends it and starts another.
    const second = list(601);
    rerender({ input: second });
    expect(result.current).toEqual({ plan: undefined, planning: true });
    expect(FakeWorker.made).toHaveLength(1);
    const third = list(602);
    rerender({ input: third });
    expect(worker?.terminated).toBe(true);
    const [, next] = FakeWorker.made;
    expect(next?.posted.map((p) => p.input)).toEqual([third]);
    worker?.answer();
    expect(result.current.plan).toBeUndefined();
    next?.answer();
    await waitFor(() => expect(result.current.plan).toEqual(planCutList(third)));
  });

  it("plans on the main thread where there are no workers", async () => {
    vi.stubGlobal("Worker", undefined);
    const input = list(600);
    const { result } = renderHook(() => useCutPlan(input));
    await waitFor(() => expect(result.current.plan).toEqual(planCutList(input)));
  });
});
