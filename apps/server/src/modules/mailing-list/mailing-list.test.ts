import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helper";
import type { App } from "../../app";
import { mailingList } from "../../db/schema/index";

describe("POST /v2/mailing-list", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const subscribe = (payload: unknown) =>
    app.inject({ method: "POST", url: "/v2/mailing-list", payload: payload as object });

  it("subscribes, stores the address lower-cased, and refuses the same address in another case", async () => {
    const first = await subscribe({ email: "  Buyer@Example.COM " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: "success",
      data: { email: "buyer@example.com" },
    });
    expect(first.json().data.id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await subscribe({ email: "BUYER@example.com" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: "error", message: "Already subscribed" });

    const rows = await app.db.select().from(mailingList);
    expect(rows.filter((r) => r.email === "buyer@example.com")).toHaveLength(1);
  });

  it.each([
    [{ email: "" }, "Email required"],
    [{ email: "   " }, "Email required"],
    [{}, "Email required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
  ])("answers 400 for %j", async (payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: "error", message });
    expect(res.json().errors[0].field).toBe("email");
  });

  it("is rate limited per client with a message a person understands", async () => {
    let last = await subscribe({ email: "limit-0@example.com" });
    for (let i = 1; i < 15 && last.statusCode !== 429; i++) {
      last = await subscribe({ email: `limit-${i}@example.com` });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      status: "error",
      message: "Too many requests. Please wait a minute and try again.",
    });
    expect(last.headers["retry-after"]).toBeDefined();
  });
});
