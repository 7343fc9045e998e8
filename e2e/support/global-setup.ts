import { rmSync } from "node:fs";
import { makeDataTemplate } from "@ingot/test-support";
import type { TestProject } from "vitest/node";
import { FAILURES_FILE } from "./diagnostics-paths";

declare module "vitest" {
  interface ProvidedContext {
    /** A data folder whose migrated, seeded database every spec's server starts from a copy of. */
    dataTemplate: string;
  }
}

/**
 * Once per e2e run: the diagnostics file starts empty, so it speaks of this run only; and one real
 * server starts on a fresh data folder and stops, so each spec file's server starts from a copy of
 * that database (support/server.ts) instead of running initdb and the migrations again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  rmSync(FAILURES_FILE, { force: true });
  const template = await makeDataTemplate();
  project.provide("dataTemplate", template.dir);
  return template.remove;
}
