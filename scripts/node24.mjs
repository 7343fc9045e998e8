#!/usr/bin/env node
// Runs a Node script under Node 24 LTS (issue #20: Node 20 reached its end of life on 2026-04-30;
// production should run 24, and CI tests both). The machines have Node 20; Node 24 comes from the
// npm registry's `node` package, which ships the binary, installed once into .cache/node24.
//   node scripts/node24.mjs node_modules/vitest/vitest.mjs run --project domain
// `node scripts/node24.mjs --path` prints the binary's path (installing it if needed).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const prefix = join(root, ".cache", "node24");
const binary = join(prefix, "node_modules", "node", "bin", "node");

function ensureNode24() {
  if (existsSync(binary)) return;
  console.log("Installing Node 24 from the npm registry (the `node` package) into .cache/node24");
  const install = spawnSync(
    "npm",
    ["install", "--no-save", "--no-package-lock", "--prefix", prefix, "node@24"],
    { stdio: "inherit" },
  );
  if (install.status !== 0 || !existsSync(binary)) {
    console.error("Could not install Node 24 from the npm registry.");
    process.exit(1);
  }
}

ensureNode24();
const args = process.argv.slice(2);
if (args[0] === "--path") {
  console.log(binary);
  process.exit(0);
}
const version = spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout.trim();
console.log(`(Node ${version})`);
const run = spawnSync(binary, args, { stdio: "inherit", cwd: process.cwd() });
process.exit(run.status ?? 1);
