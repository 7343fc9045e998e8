import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  availableCreditCents,
  COMPANY_ROLES,
  companyRoleMay,
  fitsCredit,
  formatInvoiceNumber,
  invoiceBalanceCents,
  invoiceDueDate,
  invoiceStatus,
  mayLeaveOwnerRole,
  needsApproval,
} from "./companies";

const cents = fc.integer({ min: 0, max: 1_000_000_00 });

describe("credit", () => {
  it("is the limit less the open balance, never below zero", () => {
    expect(availableCreditCents(500_000, 120_000)).toBe(380_000);
    expect(availableCreditCents(500_000, 600_000)).toBe(0);
    fc.assert(
      fc.property(cents, cents, (limit, open) => {
        const available = availableCreditCents(limit, open);
        expect(available).toBeGreaterThanOrEqual(0);
        expect(available).toBeLessThanOrEqual(limit);
        if (open <= limit) expect(available + open).toBe(limit);
      }),
    );
  });

  it("lets the balance reach the limit but never pass it", () => {
    expect(fitsCredit(100_000, 40_000, 60_000)).toBe(true);
    expect(fitsCredit(100_000, 40_000, 60_001)).toBe(false);
    fc.assert(
      fc.property(cents, cents, cents, (limit, open, total) => {
        expect(fitsCredit(limit, open, total)).toBe(open + total <= limit);
        // Within the available credit means it fits, whenever the balance is within the limit.
        if (open <= limit) {
          expect(fitsCredit(limit, open, total)).toBe(total <= availableCreditCents(limit, open));
        }
      }),
    );
  });

  it("accepts orders one by one until the next would pass the limit: the balance never exceeds it", () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.integer({ min: 1, max: 5_000_00 }), { maxLength: 40 }),
        (limit, totals) => {
          let open = 0;
          for (const total of totals) if (fitsCredit(limit, open, total)) open += total;
          expect(open).toBeLessThanOrEqual(limit);
        },
      ),
    );
  });
});

describe("approval", () => {
  it("a buyer's order above their limit waits; at the limit it does not", () => {
    expect(needsApproval("buyer", 100_000, 100_001)).toBe(true);
    expect(needsApproval("buyer", 100_000, 100_000)).toBe(false);
    expect(needsApproval("buyer", null, 9_999_999)).toBe(false);
  });

  it("owners never wait, and the threshold is exactly the limit", () => {
    fc.assert(
      fc.property(fc.option(cents, { nil: null }), cents, (limit, total) => {
        expect(needsApproval("owner", limit, total)).toBe(false);
        expect(needsApproval("buyer", limit, total)).toBe(limit !== null && total > limit);
      }),
    );
  });
});

describe("roles", () => {
  it("only owners manage and approve; viewers only read", () => {
    expect(COMPANY_ROLES.filter((role) => companyRoleMay(role, "order"))).toEqual([
      "owner",
      "buyer",
    ]);
    expect(COMPANY_ROLES.filter((role) => companyRoleMay(role, "manageMembers"))).toEqual([
      "owner",
    ]);
    expect(COMPANY_ROLES.filter((role) => companyRoleMay(role, "approve"))).toEqual(["owner"]);
    expect(COMPANY_ROLES.every((role) => companyRoleMay(role, "read"))).toBe(true);
  });

  it("the last owner cannot leave the role", () => {
    expect(mayLeaveOwnerRole(1)).toBe(false);
    expect(mayLeaveOwnerRole(2)).toBe(true);
  });
});

describe("invoices", () => {
  it("are due the ship date plus the net days, across months and years", () => {
    expect(invoiceDueDate("2026-11-30", 30)).toBe("2026-12-30");
    expect(invoiceDueDate("2026-12-15", 45)).toBe("2027-01-29");
    expect(invoiceDueDate("2028-01-31", 30)).toBe("2028-03-01");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2040-01-01"), noInvalidDate: true }),
        fc.constantFrom(30, 45, 60),
        (date, net) => {
          const ship = date.toISOString().slice(0, 10);
          const due = invoiceDueDate(ship, net);
          const days = (Date.parse(due) - Date.parse(ship)) / 86_400_000;
          expect(days).toBe(net);
        },
      ),
    );
  });

  it("owe the total less the payments, never below zero, and are paid at zero", () => {
    expect(invoiceBalanceCents(10_000, [2_500, 2_500])).toBe(5_000);
    expect(invoiceBalanceCents(10_000, [10_000])).toBe(0);
    fc.assert(
      fc.property(cents, fc.array(cents, { maxLength: 5 }), (total, payments) => {
        const balance = invoiceBalanceCents(total, payments);
        const paid = payments.reduce((a, b) => a + b, 0);
        expect(balance).toBe(Math.max(0, total - paid));
        expect(invoiceStatus(balance, "2026-12-01", "2026-12-02")).toBe(
          balance === 0 ? "paid" : "overdue",
        );
      }),
    );
  });

  it("are open until the due date, overdue the day after", () => {
    expect(invoiceStatus(100, "2026-12-30", "2026-12-30")).toBe("open");
    expect(invoiceStatus(100, "2026-12-30", "2026-12-31")).toBe("overdue");
    expect(invoiceStatus(0, "2026-12-30", "2027-02-01")).toBe("paid");
  });

  it("are numbered from the order's id", () => {
    expect(formatInvoiceNumber("0b6f3c1e-4d2a-4a8e-9f4e-1c2d3e4f5a6b")).toBe("INV-3E4F5A6B");
  });
});
