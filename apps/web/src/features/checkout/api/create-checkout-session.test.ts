import { describe, expect, it } from "vitest";
import { fail, ok, stubNetwork } from "../../../../test/network";
import { type CreateCheckoutSessionInput, createCheckoutSession } from "./create-checkout-session";

const order: CreateCheckoutSessionInput = {
  item: {
    material: "6061-t651",
    product_type: "Plate",
    shape: "Plate",
    dimensions: { length: 12, width: 6, height: 0.5 },
    quantity: 2,
  },
  delivery_method: "pickup",
  tax_exempt: false,
  customer_name: "Ada Buyer",
  customer_company: "Acme",
  customer_email: "ada@example.com",
};

describe("creating a checkout session", () => {
  it("sends one Idempotency-Key per order: the same after a failure, a new one after a success", async () => {
    let replies = 0;
    const net = stubNetwork({
      "POST /api/stripe/create-checkout-session": () =>
        ++replies === 1
          ? new Response("", { status: 504 })
          : ok({ url: "/checkout/test/s1", sessionId: "s1", orderId: "o1" }, 201),
    });
    const key = (n: number) =>
      net.calls("POST /api/stripe/create-checkout-session")[n]?.headers.get("idempotency-key");

    // A gateway status is retried at once with the same key (issue #18).
    await expect(createCheckoutSession(order)).resolves.toMatchObject({ sessionId: "s1" });
    expect(key(0)).toBeTruthy();
    expect(key(1)).toBe(key(0));
    // A failure the client gives up on keeps the key for the buyer's own retry.
    net.on("POST /api/stripe/create-checkout-session", () => new Response("", { status: 500 }));
    const again = { ...order, customer_phone: "313 555 0100" };
    await expect(createCheckoutSession(again)).rejects.toMatchObject({ status: 500 });
    net.on("POST /api/stripe/create-checkout-session", () =>
      ok({ url: "/checkout/test/s2", sessionId: "s2", orderId: "o2" }, 201),
    );
    await createCheckoutSession(again);
    expect(key(3)).toBe(key(2));
    expect(key(2)).not.toBe(key(0));

    net.on("POST /api/stripe/create-checkout-session", () => fail(400, "Bad"));
    await expect(createCheckoutSession(order)).rejects.toMatchObject({ status: 400 });
    expect(key(4)).not.toBe(key(0));
    // Another order is another submission.
    await expect(createCheckoutSession({ ...order, tax_exempt: true })).rejects.toBeTruthy();
    expect(key(5)).not.toBe(key(4));
  });
});
