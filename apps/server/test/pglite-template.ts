import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";

declare module "vitest" {
  interface ProvidedContext {
    /** A dump of a migrated, seeded in-memory PGlite (a .tar file), or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * The server suite's global setup, once per run: a fresh in-memory PGlite is created, migrated and
 * seeded the way every test database is, and dumped to a temporary file. Each test database then
 * starts from that dump (test/helper.ts), which takes a tenth of the seconds initdb takes in
 * WebAssembly; the migrations and the seed still run on it and find nothing to do.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE === "postgres") {
    project.provide("pgliteTemplate", "");
    return () => {};
  }
  const opened = await openDatabase({ databaseUrl: "memory://", dataDir: "" });
  const dir = mkdtempSync(join(tmpdir(), "ingot-pglite-template-"));
  try {
    const client = (opened.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    const path = join(dir, "template.tar");
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    project.provide("pgliteTemplate", path);
  } finally {
    await opened.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
