import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { expireDueQuotes } from "../quote-history/expire-due-quotes";

export const EXPIRY_SWEEP_MS = 10 * 60_000;

/** Runs the quote expiry now and every 10 minutes; `stop()` clears the timer. */
export function startQuoteExpirySweep(
  db: Database,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
  clock: Clock,
  everyMs = EXPIRY_SWEEP_MS,
) {
  const run = async () => {
    try {
      const expired = await expireDueQuotes(db, clock.now());
      if (expired > 0) log.info({ expired }, "quotes past their validity marked expired");
    } catch (err) {
      log.warn({ err }, "quote expiry sweep failed");
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
