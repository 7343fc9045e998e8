import type {
  AdminCompanyRow,
  CompanyRole,
  CurrentCompany,
  Invitation,
  Invoice,
  OrderDisplay,
  Statement,
} from "@ingot/domain";
import { order } from "./order-fixtures";

/** Company replies as the server sends them (packages/domain validation/companies.ts), issue #16. */

export const OWNER_ID = "owner-1";
export const BUYER_ID = "buyer-1";

export const company = (
  my_role: CompanyRole,
  patch: Partial<CurrentCompany> = {},
): CurrentCompany => ({
  id: "co-1",
  name: "Acme Machining",
  my_role,
  members: [
    {
      user_id: OWNER_ID,
      email: "olive@acme.test",
      full_name: "Olive Owner",
      role: "owner",
      order_limit: null,
    },
    {
      user_id: BUYER_ID,
      email: "bob@acme.test",
      full_name: "Bob Buyer",
      role: "buyer",
      order_limit: 1000,
    },
  ],
  terms: { net_days: 30, credit_limit: 10000, open_balance: 2500, available_credit: 7500 },
  ...patch,
});

export const invitation = (patch: Partial<Invitation> = {}): Invitation => ({
  id: "inv-1",
  company_id: "co-1",
  company_name: "Acme Machining",
  email: "new@acme.test",
  role: "buyer",
  order_limit: 500,
  invited_by: "Olive Owner",
  expires_at: "2026-12-01T10:00:00.000Z",
  ...patch,
});

export const invoice = (patch: Partial<Invoice> = {}): Invoice => ({
  order_id: "0b6f3c1e-4d2a-4a8e-9f4e-1c2d3e4f5a6b",
  order_number: "ING-3E4F5A6B",
  invoice_number: "INV-3E4F5A6B",
  po_number: "PO-7781",
  issued_on: "2026-11-02",
  due_date: "2026-12-02",
  total: 1500,
  paid: 0,
  balance: 1500,
  status: "open",
  placed_by: "Bob Buyer",
  payments: [],
  ...patch,
});

export const statement = (invoices: Invoice[]): Statement => ({
  invoices,
  open_balance: invoices.reduce((sum, i) => sum + i.balance, 0),
  overdue_balance: invoices
    .filter((i) => i.status === "overdue")
    .reduce((sum, i) => sum + i.balance, 0),
});

/** An order bought on account, as the lists show it. */
export const onAccountOrder = (patch: Partial<OrderDisplay> = {}): OrderDisplay => ({
  ...order(false),
  id: "9a9a9a9a-1111-4111-8111-11119a9a9a9a",
  order_number: "ING-119A9A9A",
  status: "pending_approval",
  total_amount: 1800,
  payment_method: "On account",
  on_account: {
    po_number: "PO-9001",
    approval: "pending",
    invoice_number: null,
    due_date: "2026-12-30",
    balance: 1800,
    invoice_status: null,
  },
  placed_by: "Bob Buyer",
  ...patch,
});

export const ordersPage = (orders: OrderDisplay[]) => ({
  orders,
  pagination: { page: 1, limit: 5, total: orders.length, total_pages: 1 },
  summary: { count: orders.length, total_spent: 0 },
});

export const quotesPage = (quotes: unknown[]) => ({
  quotes,
  pagination: { page: 1, limit: 5, total: quotes.length, total_pages: 1 },
  summary: {
    quick_quotes: 0,
    multi_line: quotes.length,
    total_items: quotes.length,
    email: "olive@acme.test",
    email_verified: true,
  },
});

export const adminCompany = (patch: Partial<AdminCompanyRow> = {}): AdminCompanyRow => ({
  id: "co-1",
  name: "Acme Machining",
  created_at: "2026-11-01T10:00:00.000Z",
  member_count: 3,
  owners: ["olive@acme.test"],
  terms: { net_days: 30, credit_limit: 10000, open_balance: 2500, available_credit: 7500 },
  overdue_invoices: 1,
  overdue_balance: 1000,
  ...patch,
});
