/**
 * Renders the landing page into dist/landing.html (see src/prerender.tsx): the built index.html
 * with the page's markup inside #root. Runs after `vite build` and the SSR build of prerender.tsx.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
// `node scripts/prerender.mjs [distDir] [ssrDir]`: defaults to the build's dist and dist-ssr.
const dist = resolve(web, process.argv[2] ?? "dist");
const ssr = resolve(web, process.argv[3] ?? "dist-ssr");

const { render } = await import(pathToFileURL(join(ssr, "prerender.js")).href);
const template = await readFile(join(dist, "index.html"), "utf8");
const marker = '<div id="root"></div>';
if (!template.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);

const markup = await render("/");
const html = template.replace(marker, `<div id="root">${markup}</div>`);
const file = join(dist, "landing.html");
await writeFile(file, html);
// Compressed copies beside it, like the assets (the server sends the one the browser accepts).
await writeFile(
  `${file}.br`,
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
await rm(ssr, { recursive: true, force: true });
console.log(
  `prerendered / into dist/landing.html (${(markup.length / 1024).toFixed(1)} kB of markup)`,
);
// The render leaves the query client's garbage-collection timers behind; nothing else is pending.
process.exit(0);
