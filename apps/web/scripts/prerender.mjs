/**
 * Renders the screens a visitor can read before any script runs into static pages (see
 * src/prerender.tsx): the built index.html with the screen's markup inside #root. Runs after
 * `vite build` and the SSR build of prerender.tsx.
 *
 * - "/"     -> dist/landing.html (the landing page)
 * - "/auth" -> dist/auth.html (the sign-in view as a signed-out visitor first sees it)
 * - "*"     -> dist/not-found.html (the 404 page), with dist/app-paths.json, the router's paths:
 *   the server sends the 404 page, status 404, for any path outside them
 *
 * The server sends each for its path (apps/server/src/plugins/web.ts); every other app path gets
 * the empty shell. Each page is made to paint first and fetch scripts second (decision 010):
 * - the stylesheet and the icon are inlined, so the first paint waits for the HTML alone;
 * - the entry script and its modulepreload links are replaced by a small inline boot script of its
 *   own that, once the page has painted, preloads the entry's and that route's chunks together (no
 *   waterfall) and imports the entry, which hydrates the markup;
 * - `<meta name="prerendered" content="<path>">` names the path rendered: main.tsx hydrates only
 *   when the current location renders what that path rendered, and renders from scratch otherwise.
 *   (#root itself stays `<div id="root">`, as in the shell.)
 * - `<title>` is the one the client sets for that path (src/app/route-focus.tsx), so the first
 *   load already names the page.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A path no route matches but "*", rendered for the 404 page (main.tsx hydrates it for any such path). */
const NOT_FOUND_PATH = "/404";

/**
 * The prerendered pages: the path rendered, the file written, the route module whose chunk it
 * needs, and (`form`) the landing page's quote form, a lazy module in the panel `anchor`, shown
 * beside the headline from Tailwind's lg (64rem, `media`) up. Its chunks are preloaded by the boot
 * script when the form is on screen as the app starts, not when the hydrated page finds the form's
 * placeholder there (issue #19: one round of requests less before the form takes input). A phone
 * visitor who stays at the headline does not download it until it is wanted
 * (app/routes/landing.tsx).
 */
const PAGES = [
  {
    path: "/",
    name: "landing",
    route: "src/app/routes/landing.tsx",
    form: { module: "src/app/quote-forms.tsx", anchor: "rfq", media: "(min-width: 64rem)" },
  },
  { path: "/auth", name: "auth", route: "src/app/routes/auth.tsx" },
  // Any path the router has no screen for ("*"): the server sends it for every such path.
  { path: NOT_FOUND_PATH, name: "not-found", route: "src/app/routes/not-found.tsx" },
];

// The tags Vite writes into index.html's head.
const ENTRY_TAG = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/;
const PRELOAD_TAGS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
const STYLE_TAG = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;
const ICON_HREF = 'href="/favicon.svg"';

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
// `node scripts/prerender.mjs [distDir] [ssrDir]`: defaults to the build's dist and dist-ssr.
const dist = resolve(web, process.argv[2] ?? "dist");
const ssr = resolve(web, process.argv[3] ?? "dist-ssr");

const { render, titleOf, appPaths, MERGED_CLASSES_ID } = await import(
  pathToFileURL(join(ssr, "prerender.js")).href
);
const template = await readFile(join(dist, "index.html"), "utf8");
const marker = '<div id="root"></div>';
if (!template.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
const manifest = JSON.parse(await readFile(join(dist, ".vite/manifest.json"), "utf8"));
const css = await inlineStylesheet(template);
const icon = await readFile(join(dist, "favicon.svg"), "utf8");

for (const { path, name, route, form } of PAGES) {
  const { markup, classes } = await render(path);
  const page = template
    .replace(marker, () => `<div id="root">${markup}</div>${classTable(classes)}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(titleOf(path))}</title>`)
    .replace("</head>", `  <meta name="prerendered" content="${path}" />\n  </head>`);
  const html = paintFirst(page, css, icon, bootScript(manifest, name, route, form));
  await writeCompressed(join(dist, `${name}.html`), html);
  console.log(
    `prerendered ${path} into dist/${name}.html (${(markup.length / 1024).toFixed(1)} kB of markup)`,
  );
}
// The server's list of the paths the app has a screen for: any other gets not-found.html.
if (appPaths().some((pattern) => matchesPattern(pattern, NOT_FOUND_PATH))) {
  throw new Error(`${NOT_FOUND_PATH} is an app path: the 404 page needs a path no route matches`);
}
await writeFile(join(dist, "app-paths.json"), `${JSON.stringify(appPaths())}\n`);
console.log(`wrote dist/app-paths.json (${appPaths().length} paths)`);
await rm(ssr, { recursive: true, force: true });
// The render leaves the query client's garbage-collection timers behind; nothing else is pending.
process.exit(0);

/** Whether a path matches a route pattern ("/checkout/test/:sessionId"), as the router would. */
function matchesPattern(pattern, path) {
  const want = pattern.split("/").filter(Boolean);
  const have = path.split("/").filter(Boolean);
  return (
    want.length === have.length &&
    want.every((part, i) => part.startsWith(":") || part.toLowerCase() === have[i].toLowerCase())
  );
}

/**
 * The page's class strings as tailwind-merge merged them (src/lib/cn.ts reads them, so hydrating
 * builds no class tables): a JSON data block, which the CSP does not count as a script.
 */
function classTable(classes) {
  const json = JSON.stringify(classes).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${MERGED_CLASSES_ID}">${json}</script>`;
}

function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The chunk files of a manifest entry and of everything it imports statically, entry first. */
function chunkFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return files;
  files.add(`/${chunk.file}`);
  for (const dep of chunk.imports ?? []) chunkFiles(manifest, dep, files);
  return files;
}

/**
 * The page's boot script, inlined at the end of its head (a module script, so it runs once the
 * document is parsed; the server's CSP allows it by its hash, apps/server/src/plugins/security.ts).
 * It waits until the browser has reported the page's largest contentful paint (where it cannot:
 * for the first paint, as a task queued from an animation frame runs after that frame is drawn),
 * then preloads the entry's and the route's chunks at once and imports the entry. Waiting for the
 * first frame alone was not enough: its paint can be presented after the chunk requests have
 * begun, and Lighthouse then counts them before the LCP (2.4 s instead of 1 s in one run of three).
 * A hidden tab never paints, so there it starts at once. Inline rather than a file of its own: the
 * file was one more request before any chunk, 560 ms on Lighthouse's throttled phone (issue #19).
 *
 * `form` (the landing page's quote form): on a wide screen, where the hero shows it beside the
 * headline, its chunks are preloaded once the entry has run (preloaded beside the entry's they
 * slowed it down there). On a narrower one they are preloaded as soon as its panel is on screen:
 * with the app's chunks when the visitor is already there (they came by "Start a quote" or
 * scrolled to it), else when they get there, without waiting for the page to hydrate and find the
 * form's placeholder. A visitor who stays at the headline does not download the form.
 */
function bootScript(manifest, name, routeKey, form) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("the Vite manifest has no entry");
  if (!manifest[routeKey]) throw new Error(`the Vite manifest has no ${routeKey}`);
  if (form && !manifest[form.module]) throw new Error(`the Vite manifest has no ${form.module}`);
  const [entry, ...entryDeps] = chunkFiles(manifest, entryKey);
  const preload = [...new Set([...entryDeps, ...chunkFiles(manifest, routeKey)])];
  const formPreload = form
    ? [...chunkFiles(manifest, form.module)].filter((file) => !preload.includes(file))
    : [];
  const formLines = form
    ? `
  // ${form.module}: after the entry on a wide screen (the hero shows it there); elsewhere as soon
  // as its panel is on screen, with the app's chunks if it already is.
  let formAsked = false;
  const preloadForm = () => {
    if (formAsked) return;
    formAsked = true;
    preload(${JSON.stringify(formPreload)});
  };
  const panel = document.getElementById(${JSON.stringify(form.anchor)});
  const box = panel?.getBoundingClientRect();
  if (matchMedia(${JSON.stringify(form.media)}).matches) app.then(preloadForm);
  else if (box && box.top < innerHeight && box.bottom > 0) preloadForm();
  else if (panel) {
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      preloadForm();
    });
    seen.observe(panel);
  }`
    : "";
  return `
// Starts the app once the prerendered ${name} page has painted (apps/web/scripts/prerender.mjs).
// All the links in one insertion (one style invalidation of the head, not one a link).
const preload = (hrefs) => {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
};
const start = () => {
  preload(${JSON.stringify(preload)});
  const app = import(${JSON.stringify(entry)});${formLines}
};
let started = false;
const once = () => {
  if (started) return;
  started = true;
  start();
};
const afterNextFrame = () => requestAnimationFrame(() => setTimeout(once, 0));
if (document.visibilityState === "hidden") once();
else if (PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
  // After the browser has reported the page's largest paint, which is then settled before any
  // chunk is fetched. The browser stops reporting it once the visitor scrolls, taps or types, so
  // from then on the next frame will do; and a safety net in case it never reports one.
  new PerformanceObserver(() => setTimeout(once, 0)).observe({
    type: "largest-contentful-paint",
    buffered: true,
  });
  for (const type of ["scroll", "pointerdown", "keydown"]) {
    addEventListener(type, afterNextFrame, { once: true, passive: true });
  }
  setTimeout(once, 1500);
} else afterNextFrame();
`;
}

/**
 * Writes a file and, like the build does for the assets, its .br and .gz copies beside it (the
 * server sends the one the browser accepts).
 */
async function writeCompressed(file, content) {
  await writeFile(file, content);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/** The built stylesheet, read once for every page. */
async function inlineStylesheet(page) {
  const style = page.match(STYLE_TAG);
  if (!style?.[1]) throw new Error("dist/index.html lacks the stylesheet link");
  return readFile(join(dist, style[1]), "utf8");
}

/**
 * A prerendered page's head: the stylesheet and the icon inlined, the boot script instead of the
 * entry's tags. The icon (280 bytes) as a data URL: as a file it took one of the six connections
 * the browser opens to the server just when the app's chunks start (issue #19).
 */
function paintFirst(page, css, icon, boot) {
  if (!ENTRY_TAG.test(page)) throw new Error("dist/index.html lacks the entry script");
  if (!page.includes(ICON_HREF))
    throw new Error(`dist/index.html lacks the icon link (${ICON_HREF})`);
  if (boot.includes("</script")) throw new Error("the boot script cannot be inlined as written");
  return page
    .replace(ENTRY_TAG, "")
    .replace(PRELOAD_TAGS, "")
    .replace(STYLE_TAG, () => `<style>${css}</style>`)
    .replace(ICON_HREF, () => `href="data:image/svg+xml,${encodeURIComponent(icon.trim())}"`)
    .replace("</head>", () => `  <script type="module">${boot}</script>\n  </head>`);
}
