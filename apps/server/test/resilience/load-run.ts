import { performance } from "node:perf_hooks";
import {
  type HttpClient,
  type LatencySummary,
  runWithConcurrency,
  type Sent,
  sendSubmission,
  signUpCustomer,
  summarizeLatency,
} from "./load-client";
import {
  newRunId,
  quoteSubmission,
  rfqSubmission,
  type Submission,
  type SubmissionKind,
} from "./submissions";

/**
 * Issue #10 item 3: quote submissions and multi-line RFQs from many concurrent clients against a
 * listening server. The CI test (load.test.ts) and `npm run bench` (bench/load.mjs) run this same
 * plan; the test then checks every acknowledged submission in the database.
 */

export interface LoadPlan {
  quotes: number;
  rfqs: number;
  /** Requests in flight at once (one per simulated client). */
  concurrency: number;
  /** Customer accounts the RFQs are spread over (multi-line RFQs need a session). */
  accounts: number;
}

export const ISSUE_10_LOAD: LoadPlan = { quotes: 1000, rfqs: 200, concurrency: 50, accounts: 10 };

export interface KindFigures {
  sent: number;
  /** Answers by HTTP status; "none" = no answer (network error). */
  statuses: Record<string, number>;
  latency: LatencySummary;
  /** Acknowledged submissions per second of the whole run. */
  acknowledged_per_s: number;
}

export interface LoadRun {
  runId: string;
  plan: LoadPlan;
  sent: Sent[];
  elapsed_s: number;
  byKind: Partial<Record<SubmissionKind, KindFigures>>;
}

/** Client addresses for sign-ups sit far from the submissions' (see clientAddress). */
const SIGN_UP_CLIENTS = 9_000_000;
/**
 * Each run signs its accounts up from addresses no earlier run of this process used: sign-up is
 * limited to 5 an address a window, and the bench runs the plan several times on one server.
 */
let signUpClientsUsed = 0;

/** RFQs spread evenly through the quotes, so both endpoints are under load at the same time. */
export function interleave(runId: string, plan: Pick<LoadPlan, "quotes" | "rfqs">): Submission[] {
  const total = plan.quotes + plan.rfqs;
  const submissions: Submission[] = [];
  let quotes = 0;
  let rfqs = 0;
  for (let i = 0; i < total; i++) {
    // Bresenham: an RFQ wherever the running share of RFQs crosses the next whole one.
    const rfqHere = Math.floor(((i + 1) * plan.rfqs) / total) > Math.floor((i * plan.rfqs) / total);
    submissions.push(rfqHere ? rfqSubmission(runId, rfqs++) : quoteSubmission(runId, quotes++));
  }
  return submissions;
}

export function figuresOf(sent: readonly Sent[], elapsedS: number): LoadRun["byKind"] {
  const byKind: LoadRun["byKind"] = {};
  for (const kind of ["quote", "rfq", "order"] as const) {
    const ofKind = sent.filter((one) => one.submission.kind === kind);
    if (ofKind.length === 0) continue;
    const statuses: Record<string, number> = {};
    for (const one of ofKind) {
      const key =
        one.outcome.state === "acknowledged"
          ? "2xx"
          : one.outcome.state === "refused"
            ? String(one.outcome.status)
            : "none";
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    byKind[kind] = {
      sent: ofKind.length,
      statuses,
      latency: summarizeLatency(ofKind.map((one) => one.ms)),
      acknowledged_per_s: Math.round((statuses["2xx"] ?? 0) / elapsedS),
    };
  }
  return byKind;
}

/** Signs up the accounts, then sends the whole plan at its concurrency and records every answer. */
export async function runLoad(http: HttpClient, plan: LoadPlan = ISSUE_10_LOAD): Promise<LoadRun> {
  const runId = newRunId();
  const accounts = Array.from({ length: plan.accounts }, (_, n) => n);
  const firstClient = SIGN_UP_CLIENTS + signUpClientsUsed;
  signUpClientsUsed += plan.accounts;
  const cookies = await runWithConcurrency(accounts, 5, (n) =>
    signUpCustomer(http, runId, n, firstClient + n),
  );
  const submissions = interleave(runId, plan);
  const started = performance.now();
  const sent = await runWithConcurrency(submissions, plan.concurrency, (submission, i) =>
    sendSubmission(http, submission, {
      client: i,
      cookie: submission.kind === "rfq" ? cookies[i % cookies.length] : undefined,
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  return {
    runId,
    plan,
    sent,
    elapsed_s: Math.round(elapsedS * 100) / 100,
    byKind: figuresOf(sent, elapsedS),
  };
}
