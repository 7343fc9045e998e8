import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

describe("useItemCheck", () => {
  it("is undefined until the catalog check's code is in, then is the domain's validateItem", async () => {
    // A fresh copy of the module: the web tests share modules across files, and another file's
    // item entry may have loaded the check already.
    vi.resetModules();
    const { useItemCheck } = await import("./use-item-check");
    const { validateItem } = await import("@ingot/domain");
    const first = renderHook(() => useItemCheck());
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toBe(validateItem));
    // Loaded once for the page: a later entry has it from its first render.
    const later = renderHook(() => useItemCheck());
    expect(later.result.current).toBe(validateItem);
  });
});
