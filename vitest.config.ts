import { defineConfig } from "vitest/config";

// One runner for every suite. `npm test` runs them all; each project can run alone:
//   domain  pure rules of packages/domain
//   server  apps/server through app.inject, on PGlite (or PostgreSQL with TEST_DATABASE=postgres)
//   e2e     Playwright in Debian's Chromium against the built app served by the real server
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          root: "packages/domain",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          root: "e2e",
          include: ["specs/**/*.spec.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
