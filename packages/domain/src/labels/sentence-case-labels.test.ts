import { describe, expect, it } from "vitest";
import { sentenceCase, sentenceCaseLabels } from "./sentence-case-labels";

describe("sentenceCaseLabels", () => {
  it("labels each value in sentence case, in the list's order", () => {
    const labels = sentenceCaseLabels(["pending_review", "open", "ready_for_pickup"]);
    expect(labels).toEqual({
      pending_review: "Pending review",
      open: "Open",
      ready_for_pickup: "Ready for pickup",
    });
    expect(Object.keys(labels)).toEqual(["pending_review", "open", "ready_for_pickup"]);
  });

  it("keeps a one-word value's case after its first letter", () => {
    expect(sentenceCase("owner")).toBe("Owner");
  });
});
