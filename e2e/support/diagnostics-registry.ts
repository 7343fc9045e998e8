import type { Page } from "playwright-core";

/**
 * What a failed e2e test leaves behind for whoever reads the CI log (support/diagnostics.ts prints
 * it): for every open page, its address, the toasts and alerts on screen, and the API calls that
 * answered 4xx/5xx; for every running server, its last warnings and errors. A Playwright timeout
 * alone says only which wait ran out, not why.
 */

interface WatchedPage {
  page: Page;
  failedCalls: string[];
}

const pages = new Set<WatchedPage>();
const servers = new Map<string, () => string>();

const KEEP_CALLS = 6;
const BODY_CHARS = 300;

export function watchPage(page: Page): void {
  const watched: WatchedPage = { page, failedCalls: [] };
  pages.add(watched);
  page.on("close", () => pages.delete(watched));
  page.on("response", (response) => {
    if (response.status() < 400) return;
    const { pathname, search } = new URL(response.url());
    const line = `${response.request().method()} ${pathname}${search} → ${response.status()}`;
    response
      .text()
      .catch(() => "")
      .then((body) => {
        watched.failedCalls.push(`${line} ${body.slice(0, BODY_CHARS)}`.trim());
        if (watched.failedCalls.length > KEEP_CALLS) watched.failedCalls.shift();
      });
  });
}

/** Returns the function that forgets the server (on stop). */
export function watchServer(baseUrl: string, output: () => string): () => void {
  servers.set(baseUrl, output);
  return () => servers.delete(baseUrl);
}

const ON_SCREEN = "[data-sonner-toast], [role=alert], [aria-invalid=true]";

async function describePage({ page, failedCalls }: WatchedPage): Promise<string[]> {
  const lines = [`page ${page.url()}`];
  try {
    const shown = await page
      .locator(ON_SCREEN)
      .evaluateAll((nodes) =>
        nodes
          .map((node) =>
            node.tagName === "INPUT"
              ? `invalid field ${node.getAttribute("name") || node.id}`
              : (node.textContent ?? "").trim(),
          )
          .filter(Boolean),
      );
    for (const text of shown.slice(0, 6)) lines.push(`  on screen: ${text.slice(0, 200)}`);
  } catch (error) {
    lines.push(`  (could not read the page: ${error instanceof Error ? error.message : error})`);
  }
  for (const call of failedCalls) lines.push(`  answered: ${call}`);
  return lines;
}

/** Server log lines at warn or above (pino levels 40+), newest last. */
function serverTrouble(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => /"level":\s*(4|5|6)\d/.test(line) || /\b(WARN|ERROR|FATAL)\b/.test(line))
    .slice(-5)
    .map((line) => `  server: ${line.slice(0, 400)}`);
}

export async function describeFailure(): Promise<string> {
  const lines: string[] = [];
  for (const watched of pages) lines.push(...(await describePage(watched)));
  for (const [baseUrl, output] of servers) {
    const trouble = serverTrouble(output());
    if (trouble.length > 0) lines.push(`server ${baseUrl}`, ...trouble);
  }
  return lines.join("\n");
}
