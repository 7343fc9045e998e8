import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenedDatabase, openDatabase } from "../../src/db/client";
import { LOCK_FILE_NAME } from "../../src/db/data-dir-lock";
import { createPostgresDatabase, usingPostgres } from "../helper";
import { sendAndPay, streamSubmission, streamUntilKilled } from "./crash-stream";
import { createHttpClient, runWithConcurrency, type Sent, signUpCustomer } from "./load-client";
import { commandLineOf, type ServerProcess, startServerProcess } from "./server-process";
import { checkStored, findHalfWritten, type StoredReport } from "./stored";
import { newRunId } from "./submissions";

/**
 * Issue #10 item 4, crash safety: the real server process takes quotes, multi-line RFQs and paid
 * checkouts from several clients, is killed with SIGKILL mid-stream, and is started again on the
 * same data. Then every acknowledged submission must be there exactly once, and nothing may be
 * half-written. PGlite in a data folder, or (TEST_DATABASE=postgres) a fresh PostgreSQL database.
 */

interface Target {
  env: Record<string, string>;
  dataDir?: string;
  open: () => Promise<OpenedDatabase>;
  remove: () => Promise<void>;
}

async function createTarget(): Promise<Target> {
  if (usingPostgres()) {
    const database = await createPostgresDatabase();
    return {
      env: { DATABASE_URL: database.url },
      open: () => openDatabase({ databaseUrl: database.url, dataDir: "" }, { maxConnections: 2 }),
      remove: database.drop,
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), "ingot-crash-"));
  return {
    env: { DATA_DIR: dataDir },
    dataDir,
    open: () => openDatabase({ databaseUrl: undefined, dataDir }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

const CLIENTS = 8;
const KILL_AFTER_ACKNOWLEDGED = 60;

const runId = newRunId();
let target: Target;
let first: ServerProcess | undefined;
let second: ServerProcess | undefined;
let firstCommandLine = "";
let lockPidBeforeKill: number | undefined;
let lockPidAfterKill: number | undefined;
let killed = false;
let beforeKill: Sent[] = [];
let afterRestart: Sent[] = [];
let secondExitCode: number | null = null;
let stored: StoredReport;
let halfWritten: string[];

const readLockPid = (dataDir: string): number | undefined => {
  const path = join(dataDir, LOCK_FILE_NAME);
  return existsSync(path)
    ? (JSON.parse(readFileSync(path, "utf8")) as { pid: number }).pid
    : undefined;
};

beforeAll(async () => {
  target = await createTarget();
  first = await startServerProcess({ env: target.env });
  firstCommandLine = commandLineOf(first.pid);
  if (target.dataDir) lockPidBeforeKill = readLockPid(target.dataDir);

  const http = createHttpClient(first.baseUrl);
  const cookies = await runWithConcurrency([0, 1, 2], 3, (n) =>
    signUpCustomer(http, runId, n, 9_000_000 + n),
  );
  const server = first;
  const stream = await streamUntilKilled(http, {
    runId,
    cookies,
    clients: CLIENTS,
    killAfterAcknowledged: KILL_AFTER_ACKNOWLEDGED,
    kill: () => server.kill9(),
  });
  killed = stream.killed;
  beforeKill = stream.sent;
  if (target.dataDir) lockPidAfterKill = readLockPid(target.dataDir);

  // Same data, same secret: the sessions made before the kill still sign the customers in.
  second = await startServerProcess({ env: target.env });
  const again = createHttpClient(second.baseUrl);
  const firstSeq = 1_000_000;
  afterRestart = await runWithConcurrency([0, 1, 2], 3, (i) => {
    const n = firstSeq + i;
    const submission = streamSubmission(runId, n);
    return sendAndPay(again, submission, n, cookies[i]);
  });
  secondExitCode = await second.stop();

  // Read back with SQL; on PGlite this is also a third clean open of the folder.
  const database = await target.open();
  try {
    stored = await checkStored(database.db, runId, [...beforeKill, ...afterRestart]);
    halfWritten = await findHalfWritten(database.db);
  } finally {
    await database.close();
  }
}, 300_000);

afterAll(async () => {
  await first?.kill9();
  await second?.kill9();
  await target?.remove();
});

const count = (sent: Sent[], kind: string) =>
  sent.filter((one) => one.submission.kind === kind && one.outcome.state === "acknowledged").length;

describe(`crash safety (${usingPostgres() ? "PostgreSQL" : "PGlite"})`, () => {
  it("kills the node process that runs server.ts and holds the database, mid-stream", () => {
    expect(firstCommandLine).toContain("server.ts");
    expect(killed).toBe(true);
    if (target.dataDir) {
      // The data folder's lock names the killed process, which never released it.
      expect(lockPidBeforeKill).toBe(first?.pid);
      expect(lockPidAfterKill).toBe(first?.pid);
    }
    expect(count(beforeKill, "quote")).toBeGreaterThan(0);
    expect(count(beforeKill, "rfq")).toBeGreaterThan(0);
    expect(count(beforeKill, "order")).toBeGreaterThan(0);
    expect(
      beforeKill.filter((one) => one.payment?.state === "acknowledged").length,
    ).toBeGreaterThan(0);
    // Requests were in flight when it died: their clients got no answer.
    expect(beforeKill.filter((one) => one.outcome.state === "unanswered").length).toBeGreaterThan(
      0,
    );
  });

  it("starts again on the same data, takes new submissions and shuts down cleanly", () => {
    expect(second?.pid).not.toBe(first?.pid);
    expect(afterRestart.map((one) => one.outcome.state)).toEqual([
      "acknowledged",
      "acknowledged",
      "acknowledged",
    ]);
    expect(afterRestart.find((one) => one.submission.kind === "order")?.payment?.state).toBe(
      "acknowledged",
    );
    expect(secondExitCode).toBe(0);
  });

  it("keeps every submission acknowledged before the kill, exactly once and whole", () => {
    const refused = beforeKill.filter((one) => one.outcome.state === "refused");
    expect(refused.map((one) => one.outcome)).toEqual([]);
    expect(stored.problems).toEqual([]);
  });

  it("leaves no request without lines, no order without its item, no paid order without amount", () => {
    expect(halfWritten).toEqual([]);
  });
});
