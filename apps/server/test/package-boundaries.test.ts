import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { REPO_ROOT } from "@ingot/test-support";
import { describe, expect, it } from "vitest";

/**
 * Issue #14: no file in `apps/*\/src` imports from outside its own package, except
 * `@ingot/domain` and `@ingot/test-support` (test code only). A relative path that climbs out of
 * the package, or another workspace by name, fails here with the file and the import.
 */
const ALLOWED_WORKSPACES = ["@ingot/domain", "@ingot/test-support"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every `from "…"`, `import "…"` and `import("…")` specifier of a file. */
function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map(
    (m) => m[1] ?? "",
  );
}

function crossings(appDir: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(join(appDir, "src"))) {
    for (const spec of importsOf(readFileSync(file, "utf8"))) {
      const outside = spec.startsWith(".")
        ? relative(appDir, resolve(dirname(file), spec)).startsWith("..")
        : spec.startsWith("@ingot/") &&
          !ALLOWED_WORKSPACES.some((name) => spec === name || spec.startsWith(`${name}/`));
      if (outside) found.push(`${relative(REPO_ROOT, file)}: ${spec}`);
    }
  }
  return found;
}

describe("package boundaries", () => {
  for (const app of ["apps/server", "apps/web"]) {
    it(`${app}/src imports nothing outside its package but @ingot/domain and test-support`, () => {
      expect(crossings(join(REPO_ROOT, app))).toEqual([]);
    });
  }
});
