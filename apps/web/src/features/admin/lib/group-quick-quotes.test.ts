import type { AdminRfqRow } from "@ingot/domain";
import { describe, expect, it } from "vitest";
import { groupQuickQuotes } from "./group-quick-quotes";

const row = (id: string, submission: string, material: string): AdminRfqRow =>
  ({
    id,
    submission_id: submission,
    request_number: `QQ-${submission}`,
    material_label: material,
  }) as AdminRfqRow;

describe("the admin's quick quotes", () => {
  it("show a two-line quick quote as one request with both lines, in order of arrival", () => {
    const groups = groupQuickQuotes([
      row("r1", "S2", "6061-T651"),
      row("r2", "S2", "A500"),
      row("r3", "S1", "P20"),
    ]);
    expect(groups.map((g) => g.first.request_number)).toEqual(["QQ-S2", "QQ-S1"]);
    expect(groups[0]?.lines.map((l) => l.material_label)).toEqual(["6061-T651", "A500"]);
    expect(groups[1]?.lines).toHaveLength(1);
  });
});
