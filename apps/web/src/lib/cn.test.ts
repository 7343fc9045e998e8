import { twMerge } from "tailwind-merge";
import { afterEach, describe, expect, it, vi } from "vitest";

/** lib/cn.ts reads the page's table once, when it is first imported: a fresh copy each test. */
async function freshCn() {
  vi.resetModules();
  return import("./cn");
}

afterEach(() => {
  document.getElementById("merged-classes")?.remove();
});

describe("cn", () => {
  it("lets a later Tailwind class override an earlier one, and drops what is false", async () => {
    const { cn } = await freshCn();
    expect(cn("px-2 py-1", false, "px-4")).toBe("py-1 px-4");
    expect(cn("text-sm", undefined, ["font-medium", { hidden: false }])).toBe(
      "text-sm font-medium",
    );
  });

  it("records the strings a render merges: the ones left alone, and the others with their result", async () => {
    const { cn, recordMergedClasses } = await freshCn();
    const [result, table] = recordMergedClasses(() => {
      cn("flex gap-2");
      cn("p-2", "p-4");
      cn("flex gap-2");
      return "markup";
    });
    expect(result).toBe("markup");
    expect(table).toEqual({ same: ["flex gap-2"], merged: [["p-2 p-4", "p-4"]] });
    // Only while the render runs.
    cn("m-1 m-2");
    expect(recordMergedClasses(() => null)[1]).toEqual({ same: [], merged: [] });
  });

  it("answers a string in the prerendered page's table from the table", async () => {
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = "merged-classes";
    // The table is the build's own answer; a made-up one shows it is the one used.
    script.textContent = JSON.stringify({ same: ["p-2 p-4"], merged: [["m-1 m-2", "m-1"]] });
    document.body.append(script);
    const { cn } = await freshCn();
    expect(cn("p-2", "p-4")).toBe("p-2 p-4");
    expect(cn("m-1 m-2")).toBe("m-1");
    // Anything else is merged as usual.
    expect(cn("px-2 px-3")).toBe(twMerge("px-2 px-3"));
  });

  it("merges as usual when the page's table is not valid JSON", async () => {
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = "merged-classes";
    script.textContent = "{not json";
    document.body.append(script);
    const { cn } = await freshCn();
    expect(cn("p-2 p-4")).toBe("p-4");
  });
});
