import { addCalendarDays, type IsoDate } from "../calendar/iso-date";
import { sentenceCaseLabels } from "../labels/sentence-case-labels";

/**
 * Companies and payment terms (issue #16, decisions §14): the rules every screen and route asks.
 * Money is integer cents here; the wire carries dollars.
 */

/** A member's role: `owner` manages members, limits and approvals; `buyer` quotes and orders; `viewer` reads. */
export const COMPANY_ROLES = ["owner", "buyer", "viewer"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS = sentenceCaseLabels(COMPANY_ROLES);

/** The net days a supplier admin may grant. */
export const NET_DAYS_OPTIONS = [30, 45, 60] as const;
export type NetDays = (typeof NET_DAYS_OPTIONS)[number];

/** A pending invitation lapses this many days after it was sent. */
export const INVITATION_TTL_DAYS = 7;

/** What a role may do in its company. */
export const COMPANY_PERMISSIONS = {
  /** Request quotes, accept them, order (card or on account). */
  order: ["owner", "buyer"],
  /** Invite, change roles and limits, remove members. */
  manageMembers: ["owner"],
  /** Approve or decline an order waiting for approval. */
  approve: ["owner"],
  /** Read the company's history, documents, terms and statement. */
  read: ["owner", "buyer", "viewer"],
} as const satisfies Record<string, readonly CompanyRole[]>;
export type CompanyPermission = keyof typeof COMPANY_PERMISSIONS;

export function companyRoleMay(role: CompanyRole, permission: CompanyPermission): boolean {
  return (COMPANY_PERMISSIONS[permission] as readonly CompanyRole[]).includes(role);
}

/** Credit still open to a company: the limit less what it owes, never below zero. */
export function availableCreditCents(creditLimitCents: number, openBalanceCents: number): number {
  return Math.max(0, creditLimitCents - openBalanceCents);
}

/** Whether an order of `totalCents` fits the credit: the balance may reach the limit, not pass it. */
export function fitsCredit(
  creditLimitCents: number,
  openBalanceCents: number,
  totalCents: number,
): boolean {
  return openBalanceCents + totalCents <= creditLimitCents;
}

/**
 * Whether a member's order waits for an owner. Owners never wait; a buyer waits when the order's
 * total is above their order limit (equal is within it); a buyer with no limit never waits.
 */
export function needsApproval(
  role: CompanyRole,
  orderLimitCents: number | null,
  totalCents: number,
): boolean {
  if (role !== "buyer") return false;
  return orderLimitCents !== null && totalCents > orderLimitCents;
}

/** An invoice is due the ship date plus the net days (calendar days). */
export function invoiceDueDate(shipDate: IsoDate, netDays: number): IsoDate {
  return addCalendarDays(shipDate, netDays);
}

export const INVOICE_STATUSES = ["open", "overdue", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS = sentenceCaseLabels(INVOICE_STATUSES);

/** An invoice's standing on `today`: paid once nothing is owed, overdue after its due date. */
export function invoiceStatus(
  balanceCents: number,
  dueDate: IsoDate,
  today: IsoDate,
): InvoiceStatus {
  if (balanceCents <= 0) return "paid";
  return today > dueDate ? "overdue" : "open";
}

/** What an invoice still owes after the payments recorded against it, never below zero. */
export function invoiceBalanceCents(totalCents: number, paymentsCents: readonly number[]): number {
  return Math.max(
    0,
    paymentsCents.reduce((left, paid) => left - paid, totalCents),
  );
}

/** The invoice number of an on-account order: INV- and the order number's 8 characters. */
export function formatInvoiceNumber(orderId: string): string {
  return `INV-${orderId.slice(-8).toUpperCase()}`;
}

/**
 * Whether an owner may leave `owner` (demoted or removed): not when they are the last one.
 * `owners` counts the company's owners, this member included.
 */
export function mayLeaveOwnerRole(owners: number): boolean {
  return owners > 1;
}
