import { randomUUID } from "node:crypto";
import type { CompanyRole } from "@ingot/domain";
import type { App } from "../src/app";
import { companyTerms, member, organization } from "../src/db/schema/index";
import { nextClient } from "./admin-fixtures";
import { PLATE } from "./checkout-fixtures";

/**
 * Companies written straight into the database (issue #16): the companies routes live on another
 * branch, and these tests are about what happens after a company exists.
 */
export async function createCompany(
  app: App,
  input: {
    name?: string;
    members: { userId: string; role: CompanyRole; orderLimitCents?: number | null }[];
    terms?: { netDays: 30 | 45 | 60; creditLimitCents: number } | null;
  },
): Promise<string> {
  const id = randomUUID();
  const name = input.name ?? `Company ${id.slice(0, 8)}`;
  await app.db.insert(organization).values({ id, name, slug: `c-${id}` });
  for (const m of input.members) {
    await app.db.insert(member).values({
      id: randomUUID(),
      organizationId: id,
      userId: m.userId,
      role: m.role,
      orderLimitCents: m.orderLimitCents ?? null,
    });
  }
  if (input.terms) {
    await app.db.insert(companyTerms).values({
      organizationId: id,
      netDays: input.terms.netDays,
      creditLimitCents: input.terms.creditLimitCents,
    });
  }
  return id;
}

/** An on-account order's body: pickup (no maps lookup), one plate, the given PO number. */
export function onAccountBody(overrides: Record<string, unknown> = {}) {
  return {
    item: PLATE,
    delivery_method: "pickup",
    tax_exempt: false,
    customer_name: "Grace Hopper",
    customer_company: "Cobol Machining",
    customer_email: "grace@example.com",
    customer_phone: "555-0100",
    dfars: false,
    rohs: false,
    po_number: "PO-4471",
    ...overrides,
  };
}

export function placeOnAccount(app: App, cookie: string, body: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: "/v2/checkout/on-account",
    remoteAddress: nextClient(),
    headers: { cookie },
    payload: body,
  });
}

/** What the card checkout charges for `body` (POST /v2/pricing/checkout), in cents. */
export async function cardTotalCents(
  app: App,
  body: Record<string, unknown>,
  cookie?: string,
): Promise<number> {
  const res = await app.inject({
    method: "POST",
    url: "/v2/pricing/checkout",
    remoteAddress: nextClient(),
    headers: cookie ? { cookie } : {},
    payload: {
      ...(body.item ? { item: body.item } : {}),
      ...(body.items ? { items: body.items } : {}),
      ...(body.quote_lines ? { quote_lines: body.quote_lines } : {}),
      ...(body.cut_list ? { cut_list: body.cut_list } : {}),
      delivery_method: body.delivery_method,
      ...(body.address ? { address: body.address } : {}),
      tax_exempt: body.tax_exempt ?? false,
    },
  });
  if (res.statusCode !== 200) throw new Error(`pricing: ${res.statusCode} ${res.body}`);
  return Math.round((res.json().data.total_cost as number) * 100);
}
