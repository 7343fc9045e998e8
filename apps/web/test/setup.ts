import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { setUnauthorizedHandler } from "@/lib/api-client";

// Each test starts from an empty page, empty storage, the real fetch restored and no 401 handler.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  setUnauthorizedHandler(() => {});
});
