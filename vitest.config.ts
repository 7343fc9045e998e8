import { fileURLToPath, URL } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// One runner for every suite. `npm test` runs them all; each project can run alone:
//   domain  pure rules of packages/domain
//   server  apps/server through app.inject, on PGlite (or PostgreSQL with TEST_DATABASE=postgres);
//           `npm run soak` runs its security properties long (scripts/soak.mjs)
//   web     apps/web's modules and components in happy-dom with Testing Library; only the network
//           is stubbed, at fetch (apps/web/test/setup.ts)
//   e2e     Playwright in Debian's Chromium against the built app served by the real server
export default defineConfig({
  test: {
    // Both cores: Vitest's default leaves one free (cores - 1 = a single worker here), and the
    // server suite's files wait on the database as much as they compute.
    maxWorkers: 2,
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
          // Unit and route tests beside their module in src/; the harnesses (fuzzer, authorization
          // matrix, load, crash, two instances) and the shared helpers in test/.
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          // Long runs (`*.soak.test.ts`) only under `npm run soak` (scripts/soak.mjs sets SOAK=1).
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.SOAK === "1" ? [] : ["**/*.soak.test.ts"]),
            // test/start runs the real server as a newcomer would, on its own embedded data folder
            // or in memory, never on the test database: the PostgreSQL run (`test:server:pg`) would
            // repeat it to the letter, 1-2 minutes of a slow host's CI.
            ...(process.env.TEST_DATABASE === "postgres" ? ["test/start/**"] : []),
          ],
          // Every test database starts from one migrated PGlite dump made here.
          globalSetup: ["test/pglite-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker, not per file: importing the app (Fastify, Better Auth,
          // Drizzle, PGlite) took about 3 s of each of the ~80 files, 40% of the suite. Every test
          // builds its own app on its own database (test/helper.ts), so files share no state.
          isolate: false,
        },
      },
      {
        resolve: {
          alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) },
        },
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["test/setup.ts"],
          // One module graph and DOM per worker, not per file (a third of the time); test/setup.ts
          // empties the page, storage and the toast store after every test.
          isolate: false,
          // Components render in a simulated DOM on a shared 2-core machine; a journey of clicks and
          // typing may take a few seconds there.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "e2e",
          root: "e2e",
          include: ["specs/**/*.spec.ts"],
          // On a failure: what the pages and the server showed (support/diagnostics.ts).
          setupFiles: ["support/diagnostics.ts"],
          globalSetup: ["support/global-setup.ts"],
          // expect.poll waits as long as a Playwright locator does (browser.ts: 15 s), not Vitest's
          // default 1 s, which a busy CI machine can miss (the portal order-history test did).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two spec files at a time (the root's maxWorkers): each starts its own server on a free
          // port with its own data folder, and its own browser; a journey waits on the network and
          // the server more than it computes. Passed at a load average of 11 (three other builds).
          fileParallelism: true,
        },
      },
    ],
  },
});
