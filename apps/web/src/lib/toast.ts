import type { toast as sonnerToast } from "sonner";

type Sonner = typeof sonnerToast;
type Kind = "success" | "error" | "info" | "dismiss";

let loading: Promise<Sonner> | undefined;
/**
 * The toast library, fetched at the first toast: the host (app/providers.tsx) mounts from the same
 * chunk after the first render, so no screen downloads it before it is interactive (issue #19).
 * One promise for every call, so toasts keep the order they were asked in (a dismiss before the
 * error that replaces it).
 */
const sonner = () => {
  loading ??= import("sonner").then((m) => m.toast);
  return loading;
};

const show =
  <K extends Kind>(kind: K) =>
  (...args: Parameters<Sonner[K]>): void => {
    void sonner().then((t) => (t[kind] as (...a: Parameters<Sonner[K]>) => unknown)(...args));
  };

/**
 * Sonner's `toast` for the app's screens (import it from here, not from "sonner"): the same calls,
 * each made once the library's chunk is in (at once after the first).
 */
export const toast = Object.assign(
  (...args: Parameters<Sonner>): void => {
    void sonner().then((t) => t(...args));
  },
  { success: show("success"), error: show("error"), info: show("info"), dismiss: show("dismiss") },
);
