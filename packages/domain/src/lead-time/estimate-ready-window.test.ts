import { describe, expect, it } from "vitest";
import { estimateReadyWindow } from "./estimate-ready-window";
import { getLeadTime } from "./get-lead-time";

describe("estimateReadyWindow", () => {
  it("counts business days after the payment date", () => {
    // Wednesday 2025-01-08, fast (3-4 days): Mon 13th and Tue 14th.
    expect(estimateReadyWindow(new Date("2025-01-08T15:00:00Z"), getLeadTime(50_00))).toEqual({
      earliest: "2025-01-13",
      latest: "2025-01-14",
    });
  });

  it("skips the weekend when paid on a Friday (extended 5-7)", () => {
    expect(estimateReadyWindow(new Date("2025-01-10T09:00:00Z"), getLeadTime(20_000_00))).toEqual({
      earliest: "2025-01-17",
      latest: "2025-01-21",
    });
  });
});
