import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";
import { setUnauthorizedHandler } from "@/lib/api-client";

// Each test starts from an empty page, empty storage, no toast, the real fetch restored and no 401
// handler. The files share one module graph (vitest.config.ts: isolate off), so sonner's toast
// store outlives a file: a toast still showing would be replayed to the next file's Toaster.
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  setUnauthorizedHandler(() => {});
});
