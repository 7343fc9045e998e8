import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCachedValue } from "./cached-value";

/** A load the test finishes by hand, counting its calls. */
function controlledLoad<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    load,
    resolve: (index: number, value: T) => pending[index]?.resolve(value),
    reject: (index: number, error: Error) => pending[index]?.reject(error),
  };
}

describe("createCachedValue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shares one load between concurrent callers, then serves the kept value", async () => {
    const { load, resolve } = controlledLoad<string>();
    const cache = createCachedValue(load, { ttlMs: 30_000 });
    const calls = Array.from({ length: 20 }, () => cache.get());
    expect(load).toHaveBeenCalledTimes(1);
    resolve(0, "v1");
    expect(await Promise.all(calls)).toEqual(Array(20).fill("v1"));
    expect(await cache.get()).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.held).toBe(true);
  });

  it("does not keep a failed load: every waiter gets the error, the next call loads again", async () => {
    const { load, resolve, reject } = controlledLoad<string>();
    const cache = createCachedValue(load, { ttlMs: 30_000 });
    const first = cache.get();
    const second = cache.get();
    reject(0, new Error("database down"));
    await expect(first).rejects.toThrow("database down");
    await expect(second).rejects.toThrow("database down");
    expect(cache.held).toBe(false);
    const retry = cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    resolve(1, "v2");
    expect(await retry).toBe("v2");
  });

  it("recovers from a load that throws before returning a promise", async () => {
    let fail = true;
    const cache = createCachedValue(
      () => {
        if (fail) throw new Error("sync failure");
        return Promise.resolve("ok");
      },
      { ttlMs: 1_000 },
    );
    await expect(cache.get()).rejects.toThrow("sync failure");
    fail = false;
    expect(await cache.get()).toBe("ok");
  });

  it("expires the value ttlMs after its load started", async () => {
    let n = 0;
    const load = vi.fn(async () => `v${++n}`);
    const cache = createCachedValue(load, { ttlMs: 30_000 });
    expect(await cache.get()).toBe("v1");
    vi.advanceTimersByTime(29_999);
    expect(await cache.get()).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(cache.held).toBe(false);
    expect(await cache.get()).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("counts the TTL from the start of a slow load", async () => {
    const { load, resolve } = controlledLoad<string>();
    const cache = createCachedValue(load, { ttlMs: 30_000 });
    const first = cache.get();
    vi.advanceTimersByTime(20_000);
    resolve(0, "slow");
    expect(await first).toBe("slow");
    vi.advanceTimersByTime(10_000);
    void cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("invalidate() drops the value: the next call loads again", async () => {
    let n = 0;
    const load = vi.fn(async () => `v${++n}`);
    const cache = createCachedValue(load, { ttlMs: 30_000 });
    expect(await cache.get()).toBe("v1");
    cache.invalidate();
    expect(cache.held).toBe(false);
    expect(await cache.get()).toBe("v2");
  });

  it("a load in flight during invalidate() is neither kept nor joined", async () => {
    const { load, resolve } = controlledLoad<string>();
    const cache = createCachedValue(load, { ttlMs: 30_000 });
    const before = cache.get();
    cache.invalidate();
    // A caller after the invalidation does not wait for the load that may have read old rows.
    const after = cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    resolve(1, "new");
    resolve(0, "old");
    expect(await before).toBe("old");
    expect(await after).toBe("new");
    expect(await cache.get()).toBe("new");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a load that finishes after invalidate() is not kept even with no newer load", async () => {
    const { load, resolve } = controlledLoad<string>();
    const cache = createCachedValue(load, { ttlMs: 30_000 });
    const before = cache.get();
    cache.invalidate();
    resolve(0, "old");
    expect(await before).toBe("old");
    expect(cache.held).toBe(false);
    const next = cache.get();
    expect(load).toHaveBeenCalledTimes(2);
    resolve(1, "new");
    expect(await next).toBe("new");
  });
});
