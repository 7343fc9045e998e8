import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "./data-dir-lock";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "ingot-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function writeLock(dir: string, pid: number, host = hostname()) {
  writeFileSync(
    join(dir, LOCK_FILE_NAME),
    JSON.stringify({ pid, hostname: host, startedAt: new Date().toISOString() }),
  );
}

describe("data folder lock", () => {
  it("writes the owner's pid and removes the file on release", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), "utf8")).pid).toBe(process.pid);
    lock.release();
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it("refuses a second owner while the first is alive, naming the folder and the pid", () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir, { pid: 424242, isAlive: () => true });
    let caught: unknown;
    try {
      acquireDataDirLock(dir, { isAlive: (pid) => pid === 424242 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    const message = (caught as Error).message;
    expect(message).toContain(dir);
    expect(message).toContain("424242");
    expect(message).toContain("DATABASE_URL");
    // The live owner's lock is untouched.
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), "utf8")).pid).toBe(424242);
    first.release();
  });

  it("refuses a second open in the same process", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it("takes over a stale lock whose process is gone", () => {
    const dir = tempDir();
    writeLock(dir, 999_999_999);
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("takes over a garbled lock file", () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), "{not json");
    acquireDataDirLock(dir).release();
  });

  it("treats a lock from another machine as live", () => {
    const dir = tempDir();
    writeLock(dir, 1234, "some-other-host");
    expect(() => acquireDataDirLock(dir, { isAlive: () => false })).toThrow(/on some-other-host/);
  });

  it("stops a second process (a CLI) before it touches the data", async () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    const script = `
      const { openDatabase } = await import(${JSON.stringify(resolve(import.meta.dirname, "client.ts"))});
      try {
        await openDatabase({ databaseUrl: undefined, dataDir: ${JSON.stringify(dir)} });
        console.log("OPENED");
      } catch (error) {
        console.log(error.name + ": " + error.message);
        process.exitCode = 3;
      }
    `;
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      {
        cwd: resolve(import.meta.dirname, "../.."),
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      out += chunk;
    });
    const code = await new Promise<number | null>((done) => child.on("close", done));
    expect(out).toContain("DataDirLockedError");
    expect(out).toContain(`in use by process ${process.pid}`);
    expect(code).toBe(3);
    // Nothing but our lock file: the child did not create the database folder.
    expect(readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
    lock.release();
  });
});
