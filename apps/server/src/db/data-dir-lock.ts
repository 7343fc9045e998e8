import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/**
 * One process at a time may open the embedded data folder: two PGlite instances on one folder corrupt
 * it. The owner writes `ingot.lock` (pid, host, start time) into the folder; anyone else who finds a
 * live owner stops before touching anything. A lock whose pid is dead is stale and taken over.
 */

export const LOCK_FILE_NAME = "ingot.lock";

interface LockContent {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  readonly code = "DATA_DIR_LOCKED";
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
    readonly ownerHost: string,
  ) {
    const where =
      ownerHost === hostname() ? `process ${ownerPid}` : `process ${ownerPid} on ${ownerHost}`;
    super(
      `The data folder ${dataDir} is in use by ${where}. Only one server or CLI can open the embedded ` +
        `database at a time. Stop that process (kill ${ownerPid}), or point this one at PostgreSQL with ` +
        "DATABASE_URL=postgres://..., or give it another DATA_DIR.",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if this process still owns it. Safe to call twice. */
  release(): void;
}

export interface AcquireOptions {
  /** The pid written into the lock (tests use a fake one). Defaults to this process. */
  pid?: number;
  /** Liveness check; defaults to `process.kill(pid, 0)`. */
  isAlive?: (pid: number) => boolean;
}

export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(path: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<LockContent>;
    if (typeof parsed.pid !== "number") return undefined;
    return {
      pid: parsed.pid,
      hostname: typeof parsed.hostname === "string" ? parsed.hostname : hostname(),
      startedAt: typeof parsed.startedAt === "string" ? parsed.startedAt : "",
    };
  } catch {
    return undefined;
  }
}

/** Creates the lock file only if it does not exist (O_EXCL). Returns false when it already exists. */
function tryCreate(path: string, content: LockContent): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(content)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock on `dataDir` (creating the folder if needed) or throws `DataDirLockedError`.
 */
export function acquireDataDirLock(dataDir: string, options: AcquireOptions = {}): DataDirLock {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? isProcessAlive;
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const content: LockContent = { pid, hostname: hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path, content)) return makeHandle(path, pid);

    const owner = readLock(path);
    if (owner === undefined) {
      // Half-written or garbage: a process that crashed while writing. Treat it as stale.
      takeOverStale(path, undefined);
      continue;
    }
    // A lock from another machine (shared folder) cannot be checked: assume it is alive.
    const sameHost = owner.hostname === hostname();
    if (!sameHost || isAlive(owner.pid)) {
      throw new DataDirLockedError(dataDir, owner.pid, owner.hostname);
    }
    takeOverStale(path, owner.pid);
  }
  throw new Error(`Could not lock the data folder ${dataDir}: the lock file keeps changing.`);
}

/**
 * Moves a stale lock aside atomically, then deletes it. If a process took it over between our read
 * and the rename, we moved a fresh lock: put it back and let the next attempt report it.
 */
function takeOverStale(path: string, stalePid: number | undefined): void {
  const aside = `${path}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = readLock(aside);
  if (moved !== undefined && moved.pid !== stalePid) {
    try {
      renameSync(aside, path);
      return;
    } catch {
      // fall through: the folder changed under us; drop our copy
    }
  }
  rmSync(aside, { force: true });
}

/** Locks held by this process: path -> pid written into it. */
const held = new Map<string, number>();
let exitHookInstalled = false;

function makeHandle(path: string, pid: number): DataDirLock {
  held.set(path, pid);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // Last resort if the process exits without closing the database (the lock would be stale anyway).
    process.once("exit", () => {
      for (const [p, owner] of held) releaseIfOwned(p, owner);
    });
  }
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      held.delete(path);
      releaseIfOwned(path, pid);
    },
  };
}

function releaseIfOwned(path: string, pid: number): void {
  const owner = readLock(path);
  if (owner?.pid !== pid || owner.hostname !== hostname()) return;
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
