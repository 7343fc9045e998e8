/**
 * One value loaded on demand and kept for a short time, shared by every caller of the process
 * (decision 014). The materials catalog is its only user.
 * - Concurrent callers of a missing or expired value share one load (no thundering herd).
 * - A failed load is not kept: its callers get the error, the next call loads again.
 * - `invalidate()` drops the value at once, and a load already in flight when it is called is
 *   neither kept nor joined by later callers: it may have read what the invalidation replaced.
 * - A kept value expires `ttlMs` after its load *started* (it is at least that old).
 */
export interface CachedValue<T> {
  get(): Promise<T>;
  invalidate(): void;
  /** Whether a fresh value is held now (tests, diagnostics). */
  readonly held: boolean;
}

export interface CachedValueOptions {
  ttlMs: number;
  /** Clock in ms; `Date.now` by default (Vitest's fake timers replace it). */
  now?: () => number;
}

export function createCachedValue<T>(
  load: () => Promise<T>,
  options: CachedValueOptions,
): CachedValue<T> {
  const now = options.now ?? (() => Date.now());
  /** Bumped by every invalidation; a load keeps its value only if none happened meanwhile. */
  let generation = 0;
  let value: { value: T; expiresAt: number } | undefined;
  let inFlight: { generation: number; promise: Promise<T> } | undefined;

  function fresh(): { value: T } | undefined {
    if (value && now() < value.expiresAt) return value;
    value = undefined;
    return undefined;
  }

  function startLoad(): Promise<T> {
    const started = generation;
    const startedAt = now();
    const flight = { generation: started } as { generation: number; promise: Promise<T> };
    // Registered before the load starts, so a load that throws at once still clears it.
    inFlight = flight;
    flight.promise = (async () => {
      try {
        const loaded = await load();
        if (started === generation) value = { value: loaded, expiresAt: startedAt + options.ttlMs };
        return loaded;
      } finally {
        if (inFlight === flight) inFlight = undefined;
      }
    })();
    return flight.promise;
  }

  return {
    get() {
      const held = fresh();
      if (held) return Promise.resolve(held.value);
      if (inFlight && inFlight.generation === generation) return inFlight.promise;
      return startLoad();
    },
    invalidate() {
      generation += 1;
      value = undefined;
      inFlight = undefined;
    },
    get held() {
      return fresh() !== undefined;
    },
  };
}
