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

    await expect(createCheckoutSession(order)).rejects.toMatchObject({ status: 504 });
    await createCheckoutSession(order);
    expect(key(0)).toBeTruthy();
    expect(key(1)).toBe(key(0));

    net.on("POST /api/stripe/create-checkout-session", () => fail(400, "Bad"));
    await expect(createCheckoutSession(order)).rejects.toMatchObject({ status: 400 });
    expect(key(2)).not.toBe(key(0));
    // Another order is another submission.
    await expect(createCheckoutSession({ ...order, tax_exempt: true })).rejects.toBeTruthy();
    expect(key(3)).not.toBe(key(2));
  });
});
