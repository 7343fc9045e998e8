import { useSyncExternalStore } from "react";

/**
 * Light and dark theme, dark by default, saved in localStorage["ingot-theme"].
 * index.html applies the saved choice before first paint; this module keeps it in sync afterwards.
 */
export type Theme = "dark" | "light";

export const THEME_STORAGE_KEY = "ingot-theme";
export const DEFAULT_THEME: Theme = "dark";

/** Browser chrome colour per theme: the page background. */
const THEME_COLOR: Record<Theme, string> = { dark: "#0b0d10", light: "#f6f7f9" };

const listeners = new Set<() => void>();

export function getTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

export function readSavedTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === "light" || saved === "dark" ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function apply(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(theme === "dark" ? "light" : "dark");
  root.classList.add(theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLOR[theme]);
}

export function setTheme(theme: Theme): void {
  apply(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice still holds for this page.
  }
  for (const listener of listeners) listener();
}

export function toggleTheme(): void {
  setTheme(getTheme() === "dark" ? "light" : "dark");
}

/** Call once at start-up: matches the browser chrome colour and follows changes made in other tabs. */
export function initTheme(): void {
  apply(readSavedTheme());
  window.addEventListener("storage", (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    apply(readSavedTheme());
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => DEFAULT_THEME);
}
