import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { accountNamesOf, paymentsByOrder } from "../../lib/companies";
import { facilityToday } from "../../lib/facility-today";
import type { CompanyOrderFacts, OrderRow } from "./order-view";

/**
 * The display facts of company orders (issue #16): payments against each on-account invoice and
 * the name of the member who placed each, read in two queries for a page of orders. Personal
 * card orders get none.
 */
export async function loadCompanyFacts(
  db: Database,
  rows: readonly OrderRow[],
  clock: Pick<Clock, "now">,
): Promise<Map<string, CompanyOrderFacts>> {
  const facts = new Map<string, CompanyOrderFacts>();
  const company = rows.filter((r) => r.companyId !== null || r.paymentMethod === "terms");
  if (company.length === 0) return facts;
  const paid = await paymentsByOrder(
    db,
    company.filter((r) => r.paymentMethod === "terms").map((r) => r.id),
  );
  const names = await accountNamesOf(db, company);
  const today = facilityToday(clock.now());
  for (const row of company) {
    facts.set(row.id, {
      paidCents: paid.get(row.id) ?? 0,
      placedBy: (row.userId && names.get(row.userId)) || row.customerName,
      today,
    });
  }
  return facts;
}
