import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextClient } from "../../../test/admin-fixtures";
import { PLATE } from "../../../test/checkout-fixtures";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";

/**
 * Issue #21, cost abuse: with a Google key every anonymous price asked Google's (billed) Distance
 * Matrix. The app's real Google client is pointed (GOOGLE_MAPS_API_URL) at a local stand-in that
 * counts the requests it gets.
 */

let standIn: Server;
const asked: string[] = [];
let app: App;

beforeAll(async () => {
  standIn = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    asked.push(url.searchParams.get("origins") ?? "");
    response.setHeader("content-type", "application/json");
    response.end(
      JSON.stringify({
        status: "OK",
        rows: [{ elements: [{ status: "OK", distance: { value: 160_934 } }] }],
      }),
    );
  });
  await new Promise<void>((done) => standIn.listen(0, "127.0.0.1", done));
  const { port } = standIn.address() as AddressInfo;
  app = await createTestApp({
    env: { GOOGLE_MAPS_API_KEY: "test-key", GOOGLE_MAPS_API_URL: `http://127.0.0.1:${port}` },
  });
});
afterAll(async () => {
  await app?.close();
  await new Promise((done) => standIn.close(done));
});

const price = (address: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: "/v2/pricing/checkout",
    remoteAddress: nextClient(),
    payload: { item: PLATE, delivery_method: "ship", address },
  });

describe("distances from Google are cached per ZIP pair", () => {
  it("asks once per origin ZIP, whatever the street, also for concurrent prices", async () => {
    const first = await price({
      street: "1 Main St",
      city: "Toledo",
      state: "OH",
      zip_code: "43604",
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(asked).toEqual(["43604, USA"]);

    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        price({ street: `${i + 2} Other Rd`, city: "Toledo", state: "OH", zip_code: "43604-1234" }),
      ),
    );
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toEqual(first.json().data);
    }
    expect(asked).toEqual(["43604, USA"]);

    const other = await price({ city: "San Francisco", state: "CA", zip_code: "94105" });
    expect(other.statusCode).toBe(200);
    expect(asked).toEqual(["43604, USA", "94105, USA"]);
  });

  it("never asks for a ZIP the dataset does not know (made-up addresses cost nothing)", async () => {
    const before = asked.length;
    const res = await price({ city: "Nowhere", state: "MI", zip_code: "00000" });
    expect(res.statusCode).toBeLessThan(500);
    expect(asked.length).toBe(before);
  });
});
