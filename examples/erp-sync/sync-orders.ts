/**
 * An ERP sync, as a buyer's developer would write it from /api/docs alone: with an API key made in
 * the portal's Settings (scope `read` is enough), find whose key it is, then page through that
 * customer's orders newest first and print the ones placed since the last run as CSV rows for
 * the ERP's import.
 *
 *   INGOT_URL=https://ingot.example INGOT_API_KEY=ingot_... SINCE=2026-11-01T00:00:00Z \
 *     npx tsx examples/erp-sync/sync-orders.ts
 *
 * The types come from the OpenAPI document (`npm run check:api` generates `api.d.ts` with
 * openapi-typescript and type-checks this file against it), so an API change that breaks this
 * client fails CI.
 */
import createClient from "openapi-fetch";
import type { paths } from "./api";

const baseUrl = process.env.INGOT_URL ?? "http://localhost:3000";
const apiKey = process.env.INGOT_API_KEY;
const since = new Date(process.env.SINCE ?? 0);

if (!apiKey) {
  console.error("Set INGOT_API_KEY to a key from Settings > API keys.");
  process.exit(2);
}

const ingot = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } });

/** The key's owner: the email their orders are filed under. */
async function ownerEmail(): Promise<string> {
  const { data, error, response } = await ingot.GET("/v2/me");
  if (error || !data.data.user) {
    throw new Error(`The key was not accepted (HTTP ${response.status}).`);
  }
  return data.data.user.email;
}

/** One CSV row an ERP imports: order number, date, status, first line's material, total. */
function csvRow(fields: Array<string | number>): string {
  return fields.map((f) => `"${String(f).replaceAll('"', '""')}"`).join(",");
}

async function main(): Promise<void> {
  const email = await ownerEmail();
  console.log(csvRow(["order_number", "created_at", "status", "lines", "material", "total_usd"]));
  for (let page = 1; ; page++) {
    const { data, error, response } = await ingot.GET("/v2/orders/user/{email}", {
      params: {
        path: { email },
        query: { page, limit: 100, sort_by: "created_at", sort_order: "desc" },
      },
    });
    if (error) throw new Error(`Listing orders failed (HTTP ${response.status}): ${error.message}`);
    const { orders, pagination } = data.data;
    for (const order of orders) {
      if (new Date(order.created_at) <= since) return; // newest first: the rest is older
      console.log(
        csvRow([
          order.order_number,
          order.created_at,
          order.status,
          order.items.length,
          order.material,
          order.total_amount.toFixed(2),
        ]),
      );
    }
    if (page >= pagination.total_pages) return;
  }
}

await main();
