/**
 * The one source of "now" for prices, ship dates and quote validity (issue #22). Everything that
 * promises a date or decides whether a quote is still valid asks `app.clock.now()`, never
 * `new Date()`, so tests can stop the clock at an instant and an end-to-end run can start it at
 * one (CLOCK_START, refused in production: config/env.ts).
 */
export interface Clock {
  now(): Date;
}

export interface SettableClock extends Clock {
  /** Stops the clock at `instant` (server tests). */
  set(instant: Date | string): void;
  /** Runs the clock at real speed from `instant` (CLOCK_START). */
  runFrom(instant: Date | string): void;
  /** Back to the system time. */
  reset(): void;
}

const toDate = (instant: Date | string) => {
  const date = instant instanceof Date ? new Date(instant.getTime()) : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  return date;
};

/** The system clock, or one that runs from `start` when given (CLOCK_START). */
export function createClock(options: { start?: Date | undefined } = {}): SettableClock {
  let offsetMs = 0;
  let frozen: Date | undefined;
  const clock: SettableClock = {
    now: () => (frozen ? new Date(frozen.getTime()) : new Date(Date.now() + offsetMs)),
    set(instant) {
      frozen = toDate(instant);
    },
    runFrom(instant) {
      frozen = undefined;
      offsetMs = toDate(instant).getTime() - Date.now();
    },
    reset() {
      frozen = undefined;
      offsetMs = 0;
    },
  };
  if (options.start) clock.runFrom(options.start);
  return clock;
}
