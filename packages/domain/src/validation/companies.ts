import { z } from "zod";
import { COMPANY_ROLES, INVOICE_STATUSES, NET_DAYS_OPTIONS } from "../companies/companies";
import { MESSAGES } from "../messages";
import { requiredEmail, requiredName } from "./fields";

/**
 * Wire shapes of companies, invitations, payment terms, on-account checkout and invoices (issue
 * #16; the paths and fields are the fixed API contract). Money on the wire is dollars with
 * 2 decimals; dates are YYYY-MM-DD in the facility's zone.
 */

const M = MESSAGES.companies;
const iso = z.iso.datetime();
const isoDate = z.iso.date();

/** Dollars, 0 or more, whole cents, below a sane ceiling. */
const dollars = (error: string) =>
  z
    .number({ error })
    .finite({ error })
    .min(0, { error })
    .max(100_000_000, { error })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error });

export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: M.role });

/** POST /v2/companies. */
export const createCompanyRequestSchema = z.object({
  name: requiredName(100, { required: M.nameRequired, tooLong: M.nameTooLong }),
});
export type CreateCompanyRequest = z.input<typeof createCompanyRequestSchema>;

export const createdCompanySchema = z.object({ id: z.string(), name: z.string() });
export type CreatedCompany = z.output<typeof createdCompanySchema>;

export const companyMemberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: companyRoleSchema,
  order_limit: z
    .number()
    .nullable()
    .describe("dollars: a buyer's orders above it wait for an owner's approval; null = no limit"),
});
export type CompanyMember = z.output<typeof companyMemberSchema>;

export const companyTermsSchema = z.object({
  net_days: z.number().int(),
  credit_limit: z.number().describe("dollars"),
  open_balance: z.number().describe("dollars: what the company's open invoices still owe"),
  available_credit: z.number().describe("dollars: credit_limit - open_balance, never below 0"),
});
export type CompanyTerms = z.output<typeof companyTermsSchema>;

/** GET /v2/companies/current. */
export const currentCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  my_role: companyRoleSchema,
  members: z.array(companyMemberSchema),
  terms: companyTermsSchema.nullable(),
});
export type CurrentCompany = z.output<typeof currentCompanySchema>;

/** POST /v2/companies/current/invitations (owners only). */
export const createInvitationRequestSchema = z
  .object({
    email: requiredEmail(),
    role: companyRoleSchema,
    order_limit: dollars(M.orderLimit).nullable().optional(),
  })
  .refine((body) => body.order_limit == null || body.role === "buyer", {
    error: M.orderLimitBuyersOnly,
    path: ["order_limit"],
  });
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;

/** An invitation: to the invitee (GET /v2/invitations) and to the company's owners. */
export const invitationSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  order_limit: z.number().nullable(),
  invited_by: z.string().describe("the inviting owner's name or email"),
  expires_at: iso,
});
export type Invitation = z.output<typeof invitationSchema>;

/** PUT /v2/companies/current/members/{userId} (owners only). */
export const updateMemberRequestSchema = z
  .object({
    role: companyRoleSchema.optional(),
    order_limit: dollars(M.orderLimit).nullable().optional(),
  })
  .refine((body) => body.role !== undefined || body.order_limit !== undefined, {
    error: "Send a role or an order limit.",
  });
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;

/** PUT /v2/admin/companies/{id}/terms (admins only). */
export const companyTermsRequestSchema = z.object({
  net_days: z.union(
    NET_DAYS_OPTIONS.map((days) => z.literal(days)),
    { error: M.netDays },
  ),
  credit_limit: dollars(M.creditLimit),
});
export type CompanyTermsRequest = z.input<typeof companyTermsRequestSchema>;

/** One row of GET /v2/admin/companies. */
export const adminCompanyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: iso,
  member_count: z.number().int(),
  owners: z.array(z.string()).describe("the owners' emails"),
  terms: companyTermsSchema.nullable(),
  overdue_invoices: z.number().int(),
  overdue_balance: z.number().describe("dollars"),
});
export type AdminCompanyRow = z.output<typeof adminCompanyRowSchema>;

export const PO_NUMBER_MAX = 100;

/** The extra field of POST /v2/checkout/on-account over the card checkout's body. */
export const onAccountFieldsSchema = z.object({
  po_number: z
    .string({ error: M.poRequired })
    .max(PO_NUMBER_MAX, { error: MESSAGES.contact.tooLong(PO_NUMBER_MAX), abort: true })
    .trim()
    .min(1, { error: M.poRequired }),
  po_upload_token: z
    .string()
    .max(200)
    .optional()
    .describe("the token of a PO PDF uploaded before the order, when one is attached"),
});

export const ON_ACCOUNT_PAYMENT_STATUSES = ["invoiced", "pending_approval"] as const;

/** 201 of POST /v2/checkout/on-account. */
export const onAccountOrderSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  payment_method: z.literal("terms"),
  payment_status: z.enum(ON_ACCOUNT_PAYMENT_STATUSES),
  total_cost: z.number().describe("dollars"),
  due_date: isoDate.describe("the ship date plus the company's net days"),
});
export type OnAccountOrder = z.output<typeof onAccountOrderSchema>;

/** POST /v2/admin/orders/{id}/payments. */
export const recordPaymentRequestSchema = z.object({
  amount: dollars(M.paymentAmount).refine((value) => value > 0, { error: M.paymentAmount }),
  reference: z
    .string({ error: M.paymentReference })
    .max(100, { error: MESSAGES.contact.tooLong(100), abort: true })
    .trim()
    .min(1, { error: M.paymentReference }),
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequestSchema>;

export const invoicePaymentSchema = z.object({
  id: z.string(),
  amount: z.number().describe("dollars"),
  reference: z.string(),
  received_at: iso,
});

/** One invoice of a company's statement (portal Company section, admin Companies tab). */
export const invoiceSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  invoice_number: z.string(),
  po_number: z.string(),
  issued_on: isoDate,
  due_date: isoDate,
  total: z.number().describe("dollars"),
  paid: z.number().describe("dollars received so far"),
  balance: z.number().describe("dollars still owed"),
  status: z.enum(INVOICE_STATUSES),
  placed_by: z.string().describe("the buyer's name or email"),
  payments: z.array(invoicePaymentSchema),
});
export type Invoice = z.output<typeof invoiceSchema>;

/** A company's statement: its invoices, newest first, and what it owes. */
export const statementSchema = z.object({
  invoices: z.array(invoiceSchema),
  open_balance: z.number().describe("dollars"),
  overdue_balance: z.number().describe("dollars"),
});
export type Statement = z.output<typeof statementSchema>;

/**
 * Routes beyond the fixed contract, agreed once here for the server and the web:
 * - `GET /v2/companies/current/invitations` (owners) → `Invitation[]`, the pending ones;
 *   `DELETE /v2/companies/current/invitations/{id}` (owners) revokes one.
 * - `POST /v2/invitations/{id}/decline` → the invitee declines.
 * - `GET /v2/companies/current/statement` (members) and `GET /v2/admin/companies/{id}/statement`
 *   (admins) → `Statement`.
 * - `POST /v2/companies/current/claim` `{ kind, id }` → moves the caller's own personal order or
 *   quote request into their company (work done before joining stays personal until then).
 * - `POST /v2/checkout/po-upload` (multipart, field `file`, a PDF checked like the other uploads)
 *   → 201 `{ po_upload_token }`, sent as `po_upload_token` with the on-account order.
 * - The company's orders waiting for approval: `GET /v2/companies/current/orders?status=pending_approval`.
 */
export const CLAIMABLE_KINDS = ["order", "quote"] as const;
export const claimRequestSchema = z.object({
  kind: z.enum(CLAIMABLE_KINDS),
  id: z.uuid().max(36),
});
export type ClaimRequest = z.input<typeof claimRequestSchema>;

export const poUploadReplySchema = z.object({ po_upload_token: z.string() });
export type PoUploadReply = z.output<typeof poUploadReplySchema>;

/** DELETE /v2/companies/current/invitations/{id}: the link stops working. */
export const invitationRevokedReplySchema = z.object({ id: z.string(), revoked: z.literal(true) });
export type InvitationRevokedReply = z.output<typeof invitationRevokedReplySchema>;

/** DELETE /v2/companies/current/members/{userId}: access ends at once. */
export const memberRemovedReplySchema = z.object({ user_id: z.string(), removed: z.literal(true) });

/** POST /v2/invitations/{id}/decline. */
export const invitationDeclinedReplySchema = z.object({
  id: z.string(),
  declined: z.literal(true),
});

/** POST /v2/companies/current/claim: the row, now the company's. */
export const claimReplySchema = z.object({
  kind: z.enum(CLAIMABLE_KINDS),
  id: z.string(),
  company_id: z.string(),
});
export type ClaimReply = z.output<typeof claimReplySchema>;

/** POST /v2/companies/current/invitations: the invitation made (and emailed). */
export const invitationCreatedReplySchema = z.object({ id: z.string() });
export type InvitationCreatedReply = z.output<typeof invitationCreatedReplySchema>;
