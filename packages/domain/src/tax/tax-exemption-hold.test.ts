import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TAX_EXEMPTION_STATUSES } from "../validation/documents";
import {
  decideTaxExemption,
  mayEnterProduction,
  type TaxExemptionHold,
} from "./tax-exemption-hold";

const statuses = fc.array(fc.constantFrom(...TAX_EXEMPTION_STATUSES), { maxLength: 4 });

describe("decideTaxExemption", () => {
  it("exempts a signed-in customer with an accepted certificate without the box ticked", () => {
    expect(
      decideTaxExemption({ claimed: false, signedIn: true, certificateStatuses: ["accepted"] }),
    ).toBe("exempt");
  });

  it("holds a guest who ticks the box", () => {
    expect(decideTaxExemption({ claimed: true, signedIn: false, certificateStatuses: [] })).toBe(
      "held",
    );
  });

  it("treats a rejected or pending certificate as no certificate", () => {
    for (const s of ["rejected", "pending_review"] as const) {
      expect(decideTaxExemption({ claimed: true, signedIn: true, certificateStatuses: [s] })).toBe(
        "held",
      );
      expect(decideTaxExemption({ claimed: false, signedIn: true, certificateStatuses: [s] })).toBe(
        "taxed",
      );
    }
  });

  it("a guest is never exempt, whatever certificates are passed", () => {
    fc.assert(
      fc.property(fc.boolean(), statuses, (claimed, certificateStatuses) => {
        const d = decideTaxExemption({ claimed, signedIn: false, certificateStatuses });
        expect(d).toBe(claimed ? "held" : "taxed");
      }),
    );
  });

  it("exempt exactly when signed in with an accepted certificate; held only when claimed", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        statuses,
        (claimed, signedIn, certificateStatuses) => {
          const d = decideTaxExemption({ claimed, signedIn, certificateStatuses });
          expect(d === "exempt").toBe(signedIn && certificateStatuses.includes("accepted"));
          if (d === "held") expect(claimed).toBe(true);
        },
      ),
    );
  });
});

describe("mayEnterProduction", () => {
  it("refuses only an order awaiting its certificate", () => {
    const holds: TaxExemptionHold[] = [
      "none",
      "awaiting_certificate",
      "certificate_accepted",
      "tax_charged",
    ];
    expect(holds.filter((h) => !mayEnterProduction(h))).toEqual(["awaiting_certificate"]);
  });
});
