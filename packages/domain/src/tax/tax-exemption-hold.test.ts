import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TAX_EXEMPTION_STATUSES } from "../validation/documents";
import {
  chargedTaxCents,
  decideTaxExemption,
  holdOf,
  mayEnterProduction,
  TAX_EXEMPTION_HOLDS,
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
    expect(TAX_EXEMPTION_HOLDS.filter((h) => !mayEnterProduction(h))).toEqual([
      "awaiting_certificate",
    ]);
  });
});

describe("holdOf", () => {
  it("stores a held order as awaiting its certificate, every other as no hold", () => {
    expect(holdOf("held")).toBe("awaiting_certificate");
    expect(holdOf("exempt")).toBe("none");
    expect(holdOf("taxed")).toBe("none");
  });
});

describe("chargedTaxCents", () => {
  it("is the delivery state's tax on the material cost", () => {
    // CA 7.25% of $1,000.00
    expect(
      chargedTaxCents({ materialCostCents: 100_000, deliveryMethod: "ship", state: "CA" }),
    ).toBe(7_250);
    expect(
      chargedTaxCents({ materialCostCents: 100_000, deliveryMethod: "ship", state: "OR" }),
    ).toBe(0);
  });

  it("taxes pickup at the facility's state (MI 6%), whatever state was typed", () => {
    expect(
      chargedTaxCents({ materialCostCents: 100_000, deliveryMethod: "pickup", state: "OR" }),
    ).toBe(6_000);
  });
});
