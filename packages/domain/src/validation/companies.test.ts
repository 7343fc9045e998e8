import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import {
  companyTermsRequestSchema,
  createCompanyRequestSchema,
  createInvitationRequestSchema,
  onAccountFieldsSchema,
  recordPaymentRequestSchema,
  updateMemberRequestSchema,
} from "./companies";

const M = MESSAGES.companies;
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("company requests", () => {
  it("a company needs a name of at most 100 characters", () => {
    expect(createCompanyRequestSchema.parse({ name: "  Acme Machine  " })).toEqual({
      name: "Acme Machine",
    });
    expect(firstError(createCompanyRequestSchema.safeParse({ name: "  " }))).toBe(M.nameRequired);
    expect(firstError(createCompanyRequestSchema.safeParse({ name: "x".repeat(101) }))).toBe(
      M.nameTooLong,
    );
  });

  it("an invitation has an email, a role, and an order limit only for a buyer", () => {
    expect(
      createInvitationRequestSchema.parse({
        email: "Pat@Shop.com",
        role: "buyer",
        order_limit: 2500,
      }),
    ).toEqual({ email: "pat@shop.com", role: "buyer", order_limit: 2500 });
    expect(
      firstError(createInvitationRequestSchema.safeParse({ email: "a@b.co", role: "boss" })),
    ).toBe(M.role);
    expect(
      firstError(
        createInvitationRequestSchema.safeParse({
          email: "a@b.co",
          role: "viewer",
          order_limit: 10,
        }),
      ),
    ).toBe(M.orderLimitBuyersOnly);
    expect(
      firstError(
        createInvitationRequestSchema.safeParse({
          email: "a@b.co",
          role: "buyer",
          order_limit: 1.005,
        }),
      ),
    ).toBe(M.orderLimit);
    expect(
      firstError(
        createInvitationRequestSchema.safeParse({
          email: "a@b.co",
          role: "buyer",
          order_limit: -1,
        }),
      ),
    ).toBe(M.orderLimit);
  });

  it("a member update sends a role or a limit", () => {
    expect(updateMemberRequestSchema.safeParse({}).success).toBe(false);
    expect(updateMemberRequestSchema.parse({ order_limit: null })).toEqual({ order_limit: null });
  });

  it("terms are 30, 45 or 60 net days and a credit limit in whole cents", () => {
    expect(companyTermsRequestSchema.parse({ net_days: 45, credit_limit: 5000.5 })).toEqual({
      net_days: 45,
      credit_limit: 5000.5,
    });
    expect(firstError(companyTermsRequestSchema.safeParse({ net_days: 31, credit_limit: 1 }))).toBe(
      M.netDays,
    );
    expect(
      firstError(companyTermsRequestSchema.safeParse({ net_days: 30, credit_limit: "1" })),
    ).toBe(M.creditLimit);
  });

  it("an on-account order needs a PO number", () => {
    expect(firstError(onAccountFieldsSchema.safeParse({}))).toBe(M.poRequired);
    expect(firstError(onAccountFieldsSchema.safeParse({ po_number: "   " }))).toBe(M.poRequired);
    expect(onAccountFieldsSchema.parse({ po_number: " PO-1182 " })).toEqual({
      po_number: "PO-1182",
    });
  });

  it("a payment is more than zero, with a reference", () => {
    expect(firstError(recordPaymentRequestSchema.safeParse({ amount: 0, reference: "x" }))).toBe(
      M.paymentAmount,
    );
    expect(firstError(recordPaymentRequestSchema.safeParse({ amount: 10, reference: " " }))).toBe(
      M.paymentReference,
    );
  });
});
