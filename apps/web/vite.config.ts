import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath, URL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz beside every hashed JS, CSS and SVG file of the build, once, at maximum
 * compression; the server (@fastify/static preCompressed) sends the one the browser accepts.
 * index.html stays uncompressed: it is tiny and the server reads it for its CSP hashes.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "ingot:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css|svg)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

// The API server listens on 3000 in development; Vite serves the SPA and forwards API calls to it.
const apiTarget = "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  // The prerender bundles its libraries, so that they too import the aliased runtime.
  ssr: { noExternal: true },
  server: {
    proxy: {
      "/v2": apiTarget,
      "/api": apiTarget,
      "/healthz": apiTarget,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The manifest lets bench/run.mjs attribute chunks to routes.
    manifest: true,
    target: "es2022",
    // The client's chunks only; the prerender's SSR build is one file Node imports.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // Small shared modules (an icon, a path table, a hook) go inside each chunk that uses
              // them instead of a chunk of their own: a first visit fetched 42 files for the landing
              // page, the quote form's chunks one round of requests after another (issue #19).
              // Common chunks under 64 kB of source are inlined (rolldown's runtime keeps one module
              // state across the copies); larger ones stay shared files, cached once across screens.
              // From 4 to 64 kB: 66 -> 47 files, 1-4 kB less on every route's first visit, and the
              // hero form on Lighthouse's throttled phone 4.7 -> 3.8 s, whose HTTP/1.1 requests
              // wait six at a time at 562 ms each (docs/decisions/030).
              experimentalInlineCommonChunks: { maxSize: 65536 },
              // Preact and the router load once and stay cached across deploys of app code. The
              // rest of what the entry imports (TanStack Query, the shell, the api client, `cn`)
              // is one `app` chunk: it was three files (query, query-keys, button), each a request
              // of its own at 562 ms on Lighthouse's throttled phone, where the HTTP/1.1 server
              // gets six at a time (issue #19). main.tsx stays in the entry, whose stylesheet
              // would otherwise be listed again by every lazy import's preload. Everything else
              // (radix, forms, icons) stays with the lazy screen that uses it.
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](preact|react-router)[\\/]/,
                  priority: 3,
                },
                {
                  name: "app",
                  tags: ["$initial"],
                  test: (id) => /\.[cm]?[jt]sx?$/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id),
                  priority: 1,
                },
              ],
            },
          },
        },
  },
}));
