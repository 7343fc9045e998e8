import type { BrowserContext, Page } from "playwright-core";

/**
 * Watching a browser context for Content-Security-Policy violations and other signs that a page ran
 * script it should not have. Chromium fires `securitypolicyviolation` on the document for every
 * blocked load or inline script and also logs a console message; both are collected, with the page
 * address they happened on, so a spec can print which route broke which directive.
 */
export interface CspViolation {
  /** The page address (path, query and hash) when it happened. */
  url: string;
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

export interface SecurityWatch {
  violations: CspViolation[];
  /** Console messages that mention the Content Security Policy (some are logged without an event). */
  cspConsole: string[];
  /** Messages of any alert/confirm/prompt the page opened (each is dismissed). */
  dialogs: string[];
  /** Uncaught page errors. */
  pageErrors: string[];
  /** Everything above as readable lines; empty when the pages behaved. */
  problems: () => string[];
  /** Forget what was seen so far (between routes, or after a deliberate probe). */
  clear: () => void;
}

const BINDING = "__ingotReportCsp";

const pathOf = (address: string) => {
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return address;
  }
};

/**
 * Installs the watch on a context before its first page: an init script (which the page's CSP does
 * not govern) listens for `securitypolicyviolation` and reports each through a binding to Node.
 * Pages opened later in the context are watched too.
 */
export async function watchSecurity(context: BrowserContext): Promise<SecurityWatch> {
  const violations: CspViolation[] = [];
  const cspConsole: string[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];

  await context.exposeBinding(BINDING, ({ page }, violation: Omit<CspViolation, "url">) => {
    violations.push({ url: pathOf(page.url()), ...violation });
  });
  await context.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      report?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  }, BINDING);

  const watchPage = (page: Page) => {
    page.on("console", (message) => {
      if (/content.security.policy/i.test(message.text())) {
        cspConsole.push(`${pathOf(page.url())}: ${message.text()}`);
      }
    });
    page.on("dialog", (dialog) => {
      dialogs.push(`${pathOf(page.url())}: ${dialog.type()} "${dialog.message()}"`);
      void dialog.dismiss().catch(() => {});
    });
    page.on("pageerror", (error) => pageErrors.push(`${pathOf(page.url())}: ${error.message}`));
  };
  for (const page of context.pages()) watchPage(page);
  context.on("page", watchPage);

  return {
    violations,
    cspConsole,
    dialogs,
    pageErrors,
    problems: () => [
      ...violations.map(
        (v) =>
          `CSP ${v.url}: ${v.directive} blocked ${v.blocked || "(inline)"}${v.sample ? ` "${v.sample}"` : ""} at ${v.source}`,
      ),
      ...cspConsole.map((line) => `console ${line}`),
      ...dialogs.map((line) => `dialog ${line}`),
      ...pageErrors.map((line) => `page error ${line}`),
    ],
    clear: () => {
      violations.length = 0;
      cspConsole.length = 0;
      dialogs.length = 0;
      pageErrors.length = 0;
    },
  };
}

/**
 * Inserts an inline script that the policy must block, to prove the watch sees a violation; answers
 * whether the script ran (it must not). The report arrives asynchronously: poll `violations`, then
 * `clear()`.
 */
export async function insertInlineScript(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__ingotCspProbe = true";
    document.head.append(script);
    return (window as unknown as { __ingotCspProbe?: boolean }).__ingotCspProbe === true;
  });
}
