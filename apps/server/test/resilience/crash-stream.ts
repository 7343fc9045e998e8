import { type HttpClient, payOrder, type Sent, sendSubmission } from "./load-client";
import { orderSubmission, quoteSubmission, rfqSubmission, type Submission } from "./submissions";

/**
 * Issue #10 item 4's traffic: several clients send quick quotes, multi-line RFQs and paid test
 * checkouts back to back; when enough have been acknowledged, `kill` runs while the others are
 * still in flight. Every answer (or the lack of one) is recorded for the check after the restart.
 */

export interface StreamOptions {
  runId: string;
  /** Session cookies of customer accounts (multi-line RFQs need one). */
  cookies: readonly string[];
  clients: number;
  /** Kill once this many submissions have been acknowledged. */
  killAfterAcknowledged: number;
  kill: () => Promise<void>;
  /** Sequence numbers (and client addresses) start here, so a second stream never reuses one. */
  firstSeq?: number;
}

export interface StreamResult {
  sent: Sent[];
  /** Whether `kill` ran (false: the stream gave up first, see `sent`). */
  killed: boolean;
}

/** The n-th submission of a stream: quote, RFQ and order in turn. */
export function streamSubmission(runId: string, n: number): Submission {
  if (n % 3 === 0) return quoteSubmission(runId, n);
  if (n % 3 === 1) return rfqSubmission(runId, n);
  return orderSubmission(runId, n);
}

/** Sends one submission (an order is paid right after its session is acknowledged). */
export async function sendAndPay(
  http: HttpClient,
  submission: Submission,
  n: number,
  cookie: string | undefined,
  paying: () => boolean = () => true,
): Promise<Sent> {
  // Two client addresses per submission: the checkout session and its payment.
  const sent = await sendSubmission(http, submission, { client: 2 * n, cookie });
  if (submission.kind === "order" && sent.outcome.state === "acknowledged" && paying()) {
    sent.payment = await payOrder(http, sent, 2 * n + 1);
  }
  return sent;
}

export async function streamUntilKilled(
  http: HttpClient,
  options: StreamOptions,
): Promise<StreamResult> {
  const sent: Sent[] = [];
  const limit = options.killAfterAcknowledged * 10;
  let seq = options.firstSeq ?? 0;
  let acknowledged = 0;
  let killing: Promise<void> | undefined;
  const stopped = () => killing !== undefined || seq >= limit + (options.firstSeq ?? 0);

  const client = async () => {
    while (!stopped()) {
      const n = seq++;
      const submission = streamSubmission(options.runId, n);
      const cookie =
        submission.kind === "rfq" ? options.cookies[n % options.cookies.length] : undefined;
      const one = await sendAndPay(http, submission, n, cookie, () => !stopped());
      sent.push(one);
      if (one.outcome.state === "acknowledged") acknowledged++;
      if (acknowledged >= options.killAfterAcknowledged && killing === undefined) {
        killing = options.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  await killing;
  return { sent, killed: killing !== undefined };
}
