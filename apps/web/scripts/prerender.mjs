/**
 * Renders the landing page into dist/landing.html (see src/prerender.tsx): the built index.html
 * with the page's markup inside #root. Runs after `vite build` and the SSR build of prerender.tsx.
 *
 * The landing page is the one screen a visitor can read before any script runs, so its HTML is
 * made to paint first and fetch scripts second (decision 010):
 * - the stylesheet is inlined, so the first paint waits for the HTML alone;
 * - the entry script and its modulepreload links are replaced by a small boot script that, once
 *   the page has painted, preloads the entry's and the landing route's chunks together (no
 *   waterfall) and imports the entry, which hydrates the markup.
 */
import { createHash } from "node:crypto";
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
const manifest = JSON.parse(await readFile(join(dist, ".vite/manifest.json"), "utf8"));
const page = template.replace(marker, `<div id="root">${markup}</div>`);
const html = await paintFirst(page, await bootScript(manifest, "src/app/routes/landing.tsx"));
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

/** The chunk files of a manifest entry and of everything it imports statically, entry first. */
function chunkFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return files;
  files.add(`/${chunk.file}`);
  for (const dep of chunk.imports ?? []) chunkFiles(manifest, dep, files);
  return files;
}

/**
 * Writes dist/assets/landing-boot-<hash>.js and returns its URL. It waits for the first paint
 * (a task queued from an animation frame runs after that frame is drawn), then preloads the
 * entry's and the route's chunks at once and imports the entry. A hidden tab never paints, so
 * there it starts at once.
 */
async function bootScript(manifest, routeKey) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("the Vite manifest has no entry");
  if (!manifest[routeKey]) throw new Error(`the Vite manifest has no ${routeKey}`);
  const [entry, ...entryDeps] = chunkFiles(manifest, entryKey);
  const preload = [...new Set([...entryDeps, ...chunkFiles(manifest, routeKey)])];
  const source = `// Starts the app once the prerendered landing page has painted (apps/web/scripts/prerender.mjs).
const start = () => {
  for (const href of ${JSON.stringify(preload)}) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
};
if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start, 0));
`;
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  const file = `assets/landing-boot-${hash}.js`;
  await writeFile(join(dist, file), source);
  return `/${file}`;
}

/** landing.html's head: the stylesheet inlined, the boot script instead of the entry's tags. */
async function paintFirst(page, bootUrl) {
  const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/;
  const preloadTags = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
  const styleTag = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;
  const style = page.match(styleTag);
  if (!entryTag.test(page) || !style?.[1]) {
    throw new Error("dist/index.html lacks the entry script or the stylesheet link");
  }
  const css = await readFile(join(dist, style[1]), "utf8");
  return page
    .replace(entryTag, "")
    .replace(preloadTags, "")
    .replace(styleTag, () => `<style>${css}</style>`)
    .replace("</head>", `  <script type="module" src="${bootUrl}"></script>\n  </head>`);
}
